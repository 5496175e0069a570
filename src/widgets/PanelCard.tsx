import type { ReactNode } from "react";
import { Alert, Card, CardContent, Stack, Typography } from "@mui/material";

/**
 * The frame of a home page panel (issue 29): a titled card section with an action on the right
 * (a link to the whole list), then its loading line, its failure, or its empty text, or its rows.
 * Texts arrive translated: each panel has its own messages.
 */
export function PanelCard({
  title,
  action,
  loading,
  failed,
  empty,
  children,
}: {
  title: string;
  action?: ReactNode;
  /** Shown while the panel's one request runs. */
  loading?: string | false;
  /** Shown when it failed. */
  failed?: string | false;
  /** Shown when it answered nothing. */
  empty?: string | false;
  children?: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
          sx={{ mb: 1 }}
        >
          <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {loading && <Typography role="status">{loading}</Typography>}
        {failed && <Alert severity="warning">{failed}</Alert>}
        {empty && <Typography color="text.secondary">{empty}</Typography>}
        {children}
      </CardContent>
    </Card>
  );
}
