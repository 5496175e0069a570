import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DownloadIcon from "@mui/icons-material/Download";
import { useNotify, useTranslate } from "react-admin";
import { saveFile } from "../../src/widgets/csvExport";

const M = "pages.twoFactor.codes";
const FILE_NAME = "nemt-portal-recovery-codes.txt";

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  onDone: () => void;
}

/** New recovery codes, shown this once: copy them, download them as text, then move on. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const text = `${translate(`${M}.fileHeading`)}\n\n${codes.join("\n")}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      notify(`${M}.copied`, { type: "success" });
    } catch {
      notify(`${M}.copyFailed`, { type: "warning" });
    }
  };

  return (
    <Box>
      <Typography variant="subtitle1" component="h3">
        {translate(`${M}.title`)}
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        {translate(`${M}.intro`)}
      </Alert>
      <Box
        component="ul"
        aria-label={translate(`${M}.listLabel`)}
        sx={{
          fontFamily: "monospace",
          fontSize: "1rem",
          columns: 2,
          listStyle: "none",
          pl: 0,
          my: 2,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate(`${M}.copy`)}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() =>
            saveFile(new Blob([text], { type: "text/plain" }), FILE_NAME)
          }
        >
          {translate(`${M}.download`)}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate(`${M}.done`)}
        </Button>
      </Stack>
    </Box>
  );
}
