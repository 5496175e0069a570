import type { AlertColor } from "@mui/material";
import { Alert, Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import type { AssignmentFinding } from "../../../domain/schemas/assignment";

const ALERT: Record<AssignmentFinding["severity"], AlertColor> = {
  blocked: "error",
  warning: "warning",
  note: "info",
};

/**
 * The assignment check's findings (issue 10), each in its own words: refusals in the error colour,
 * warnings in the warning colour, notes (nothing to override) as information. Shown on the board's dragged card and in the assign dialogs.
 */
export function FindingList({
  findings,
  dense = false,
}: {
  findings: readonly AssignmentFinding[];
  dense?: boolean;
}) {
  const translate = useTranslate();
  if (findings.length === 0) return null;
  return (
    <Stack spacing={dense ? 0.5 : 1} role="list" aria-live="polite">
      {findings.map((f, i) => (
        <Alert
          key={`${f.code}-${i}`}
          role="listitem"
          severity={ALERT[f.severity]}
          variant={dense ? "outlined" : "standard"}
          sx={dense ? { py: 0, fontSize: "0.8rem" } : undefined}
        >
          <strong>
            {translate(`app.widgets.findings.${f.severity}`)}
            {": "}
          </strong>
          {f.message}
        </Alert>
      ))}
    </Stack>
  );
}
