import { useState } from "react";
import { TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import { StepDialog } from "./StepDialog";

const M = tripsModule.key("management");
/** tripEventBodySchema.reason. */
export const REASON_MAX = 1000;

/** Report a delay: the reason is required (dispatch and the facility read it on the trip). */
export function DelayDialog({
  open,
  pending,
  onClose,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === "";
  return (
    <StepDialog
      open={open}
      id="trip-delay"
      title={`${M}.delay.title`}
      submitLabel={`${M}.delay.submit`}
      pending={pending}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (!missing) onSubmit(reason.trim());
      }}
    >
      <TextField
        autoFocus
        required
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        label={translate(`${M}.delay.reason`)}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        disabled={pending}
        error={tried && missing}
        helperText={translate(
          tried && missing ? `${M}.reasonRequired` : `${M}.delay.hint`,
        )}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </StepDialog>
  );
}
