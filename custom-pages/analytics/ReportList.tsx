import { Box, Link, List, ListItem, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import type { ReportDefinition } from "../../domain/analyticsReports";
import { K, reportTitle } from "./analyticsModel";
import { reportPath } from "./reportLinks";

/** A group's reports, each a link with its one-line help. */
export function ReportList({
  reports,
}: {
  reports: readonly ReportDefinition[];
}) {
  const translate = useTranslate();
  if (reports.length === 0)
    return (
      <Typography color="text.secondary">
        {translate(`${K}.reports.empty`)}
      </Typography>
    );
  return (
    <List dense disablePadding>
      {reports.map((r) => (
        <ListItem key={r.key} disableGutters sx={{ display: "block" }}>
          <Link component={LinkBase} to={reportPath(r.key)}>
            {reportTitle(translate, r.key)}
          </Link>
          <Box
            component="span"
            sx={{ display: "block", color: "text.secondary", fontSize: 14 }}
          >
            {translate(`${K}.reports.help.${r.key}`, { _: "" })}
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
