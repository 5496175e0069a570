import { useState } from "react";
import {
  Alert,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import type { StepInputs } from "./managementModel";
import { SignaturePadField } from "./SignaturePadField";
import { StepDialog } from "./StepDialog";

const S = tripsModule.key("management.signature");

/** The reason's length the server accepts (tripEventBodySchema.unableToSignReason). */
const UNABLE_REASON_MAX = 500;

/**
 * Completing needs proof of service: the patient's (or a representative's) drawn signature, or
 * "unable to sign" with the reason. Either one, never neither (the server refuses that too).
 */
export function SignatureDialog({
  open,
  pending,
  onClose,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (inputs: StepInputs) => void;
}) {
  const translate = useTranslate();
  const [signature, setSignature] = useState<string | null>(null);
  const [unable, setUnable] = useState(false);
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const missing = unable ? reason.trim() === "" : signature === null;

  const submit = () => {
    setTried(true);
    if (missing) return;
    onSubmit(
      unable
        ? { unableToSignReason: reason.trim() }
        : { signature: signature ?? undefined },
    );
  };

  return (
    <StepDialog
      open={open}
      id="trip-signature"
      title={`${S}.title`}
      submitLabel={`${S}.submit`}
      pending={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack spacing={2}>
        {!unable && (
          <SignaturePadField onChange={setSignature} disabled={pending} />
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={unable}
              onChange={(e) => {
                setUnable(e.target.checked);
                // The pad is gone while "unable" is ticked; back, it starts blank.
                setSignature(null);
              }}
              disabled={pending}
            />
          }
          label={translate(`${S}.unable`)}
        />
        {unable && (
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            label={translate(`${S}.unableReason`)}
            helperText={translate(`${S}.unableHint`)}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            disabled={pending}
            error={tried && missing}
            slotProps={{ htmlInput: { maxLength: UNABLE_REASON_MAX } }}
          />
        )}
        {tried && missing && (
          <Alert severity="error" role="alert">
            {translate(`${S}.required`)}
          </Alert>
        )}
      </Stack>
    </StepDialog>
  );
}
