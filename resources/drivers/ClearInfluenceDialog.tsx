import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material";
import { useState } from "react";
import type { FormEvent } from "react";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import { CLEAR_REASON_MAX } from "../../domain/schemas/driverStatus";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { driversModule } from "../../domain/modules/drivers";

const I = driversModule.key("influence");

export interface ClearInfluenceDialogProps {
  driverId: string;
  open: boolean;
  onClose(): void;
  /** After the server recorded the clearance. */
  onCleared(): void;
}

/** Asks for the reason (required, recorded with the data admin and the time) and clears. */
export function ClearInfluenceDialog({
  driverId,
  open,
  onClose,
  onCleared,
}: ClearInfluenceDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const missing = reason.trim() === "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    setPending(true);
    try {
      await dataProvider.clearInfluenceStatement(driverId, reason.trim());
      notify(`${I}.cleared`, { type: "success" });
      setReason("");
      setTouched(false);
      onCleared();
    } catch (error) {
      // The server's message (§8 catalogue title) through the app's one error path.
      notifyError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="clear-influence">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="clear-influence">
          {translate(`${I}.dialogTitle`)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(`${I}.dialogText`)}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            label={translate(`${I}.reason`)}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && missing}
            helperText={
              touched && missing ? translate(`${I}.reasonRequired`) : " "
            }
            slotProps={{ htmlInput: { maxLength: CLEAR_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate("ra.action.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate(`${I}.confirm`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
