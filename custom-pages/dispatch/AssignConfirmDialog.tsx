import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { FindingList } from "../../src/widgets/dispatch/FindingList";
import { K } from "./boardModel";
import type { PendingAssignment } from "./useBoardAssign";

const QUICK_REASONS = ["attestation", "confirmed", "patient"] as const;

/** Warnings only: the dispatcher may assign anyway with a reason the trip's history keeps. */
export function AssignConfirmDialog({
  pending,
  saving,
  onCancel,
  onConfirm,
}: {
  pending: PendingAssignment;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState("");
  const ready = reason.trim().length > 0 && !saving;
  return (
    <Dialog
      open
      onClose={saving ? undefined : onCancel}
      aria-labelledby="board-confirm"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="board-confirm">
        {translate(`${K}.confirmTitle`, { name: pending.lane.driver.name })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FindingList findings={pending.findings} />
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {QUICK_REASONS.map((key) => {
              const text = translate(
                `app.widgets.findings.quickReasons.${key}`,
              );
              return (
                <Chip
                  key={key}
                  label={text}
                  onClick={() => setReason(text)}
                  clickable
                />
              );
            })}
          </Stack>
          <TextField
            label={translate("app.widgets.findings.overrideReason")}
            helperText={translate("app.widgets.findings.overrideHint")}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            required
            autoFocus
          />
          <Typography variant="body2" color="text.secondary">
            {translate(`${K}.confirmHint`)}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {translate(`${K}.cancel`)}
        </Button>
        <Button
          variant="contained"
          disabled={!ready}
          onClick={() => onConfirm(reason.trim())}
        >
          {translate(`${K}.assignAnyway`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
