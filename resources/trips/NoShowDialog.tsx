import { useState } from "react";
import {
  Checkbox,
  DialogContentText,
  FormControlLabel,
  FormHelperText,
  Stack,
  TextField,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import { REASON_MAX } from "./DelayDialog";
import type { StepInputs } from "./managementModel";
import { StepDialog } from "./StepDialog";

const N = tripsModule.key("management.noShow");

/**
 * Confirms a no-show (an optional note), and on an outbound leg with a return asks whether to
 * cancel the return too (without this patient it would send a driver for nobody). Left unticked:
 * cancelling another trip takes an explicit choice.
 */
export function NoShowDialog({
  open,
  pending,
  askReturnLeg,
  onClose,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  askReturnLeg: boolean;
  onClose: () => void;
  onSubmit: (inputs: StepInputs) => void;
}) {
  const translate = useTranslate();
  const [note, setNote] = useState("");
  const [cancelReturnLeg, setCancelReturnLeg] = useState(false);
  return (
    <StepDialog
      open={open}
      id="trip-no-show"
      title={`${N}.title`}
      submitLabel={`${N}.submit`}
      pending={pending}
      onClose={onClose}
      danger
      onSubmit={() =>
        onSubmit({
          ...(note.trim() ? { reason: note.trim() } : {}),
          ...(askReturnLeg ? { cancelReturnLeg } : {}),
        })
      }
    >
      <Stack spacing={2}>
        <DialogContentText>{translate(`${N}.message`)}</DialogContentText>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={translate(`${N}.reason`)}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          disabled={pending}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
        {askReturnLeg && (
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  checked={cancelReturnLeg}
                  onChange={(e) => setCancelReturnLeg(e.target.checked)}
                  disabled={pending}
                />
              }
              label={translate(`${N}.cancelReturnLeg`)}
            />
            <FormHelperText>{translate(`${N}.returnLegHint`)}</FormHelperText>
          </div>
        )}
      </Stack>
    </StepDialog>
  );
}
