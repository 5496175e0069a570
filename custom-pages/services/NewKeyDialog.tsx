import { useState } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { useNotify, useTranslate } from "react-admin";
import { K } from "./serviceKeys";

const N = `${K}.newKey`;

/**
 * The new key in clear, this once: the server keeps only its hash and never answers it again.
 * Neither a click outside nor Escape closes it (the key would be lost unseen); the one button that
 * does says the key was copied. The parent drops the key when this closes.
 */
export function NewKeyDialog({
  apiKey,
  onClose,
}: {
  apiKey: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(true);
      notify(`${N}.copied`, { type: "success" });
    } catch {
      notify(`${N}.copyFailed`, { type: "warning" });
    }
  };
  return (
    <Dialog
      open
      disableEscapeKeyDown
      aria-labelledby="new-api-key-title"
      aria-describedby="new-api-key-warning"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="new-api-key-title">
        {translate(`${N}.title`)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning" id="new-api-key-warning">
            {translate(`${N}.warning`)}
          </Alert>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            <TextField
              label={translate(`${N}.label`)}
              value={apiKey}
              fullWidth
              onFocus={(e) => e.target.select()}
              slotProps={{
                input: { readOnly: true, sx: { fontFamily: "monospace" } },
              }}
            />
            <Button
              variant={copied ? "outlined" : "contained"}
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy()}
              sx={{ flexShrink: 0 }}
            >
              {translate(`${N}.copy`)}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate(`${N}.usage`)}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${N}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
