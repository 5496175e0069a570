import { useState } from "react";
import { MenuItem, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import { CANCELLING_PARTIES } from "../../domain/schemas/trip";
import { REASON_MAX } from "./DelayDialog";
import type { StepInputs } from "./managementModel";
import { StepDialog } from "./StepDialog";

const C = tripsModule.key("management.cancel");
const M = tripsModule.key("management");

type Party = (typeof CANCELLING_PARTIES)[number];

/**
 * Cancel from the driver's page or the trip page: offered only to dispatch (modify-trips); the
 * reason and who cancelled are both required.
 */
export function CancelDialog({
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
  const [reason, setReason] = useState("");
  const [party, setParty] = useState<Party>("dispatch");
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === "";
  return (
    <StepDialog
      open={open}
      id="trip-cancel"
      title={`${C}.title`}
      submitLabel={`${C}.submit`}
      pending={pending}
      onClose={onClose}
      danger
      onSubmit={() => {
        setTried(true);
        if (!missing)
          onSubmit({ reason: reason.trim(), cancelledByParty: party });
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          fullWidth
          label={translate(`${C}.party`)}
          value={party}
          onChange={(e) => setParty(e.target.value as Party)}
          disabled={pending}
        >
          {CANCELLING_PARTIES.map((p) => (
            <MenuItem key={p} value={p}>
              {translate(`${C}.parties.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          label={translate(`${C}.reason`)}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          disabled={pending}
          error={tried && missing}
          helperText={tried && missing ? translate(`${M}.reasonRequired`) : " "}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
      </Stack>
    </StepDialog>
  );
}
