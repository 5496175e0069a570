import type { ReactNode } from "react";
import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import DownloadIcon from "@mui/icons-material/Download";
import { useTranslate } from "react-admin";
import { K } from "./reportsModel";

export interface PanelState {
  isPending: boolean;
  isError: boolean;
}

/**
 * One report: its title and help, then its chart with the table below, or the loading, failure or
 * empty state; Export CSV writes what the table shows.
 */
export function ReportPanel({
  title,
  help,
  state,
  empty,
  emptyText,
  actions,
  onExport,
  children,
}: {
  title: string;
  help?: string;
  state: PanelState;
  /** The answer holds nothing to draw. */
  empty: boolean;
  emptyText: string;
  /** Controls beside the title (the trips panel's grouping). */
  actions?: ReactNode;
  onExport(): void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const ready = !state.isPending && !state.isError;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        alignItems={{ sm: "center" }}
        justifyContent="space-between"
        sx={{ mb: 1 }}
      >
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
          {actions}
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={onExport}
            disabled={!ready || empty}
          >
            {translate(`${K}.exportCsv`)}
          </Button>
        </Stack>
      </Stack>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {help}
        </Typography>
      )}
      {state.isPending && (
        <Typography role="status" color="text.secondary">
          {translate(`${K}.loading`)}
        </Typography>
      )}
      {state.isError && (
        <Alert severity="error">{translate(`${K}.failed`)}</Alert>
      )}
      {ready && empty && (
        <Typography color="text.secondary">{emptyText}</Typography>
      )}
      {ready && !empty && <Box>{children}</Box>}
    </Paper>
  );
}
