import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { standingOrdersModule } from "../../../domain/modules/standingOrders";
import { apiFetch, API_URL } from "../../../providers/httpClient";
import { useNotifyError } from "../../notifications/useNotifyError";
import { soKey } from "./standingOrderText";

/** A pause between two days (a hospital stay): its trips are cancelled by the facility. */
export function PauseDialog({
  orderId,
  onClose,
}: {
  orderId: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const [fromDate, setFrom] = useState("");
  const [toDate, setTo] = useState("");
  const [reason, setReason] = useState("");
  const [saving, setSaving] = useState(false);
  const ready =
    !!fromDate &&
    !!toDate &&
    toDate >= fromDate &&
    reason.trim().length > 0 &&
    !saving;
  const submit = async () => {
    setSaving(true);
    try {
      await apiFetch(
        `${API_URL}${standingOrdersModule.api.prefix}/${encodeURIComponent(orderId)}/pause`,
        {
          method: "POST",
          body: { fromDate, toDate, reason: reason.trim() },
        },
      );
      notify(soKey("pause.done"), { type: "success" });
      await queryClient.invalidateQueries({
        queryKey: [standingOrdersModule.name],
      });
      onClose();
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
  };
  const label = (key: string) => translate(soKey(`pause.${key}`));
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby="pause-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="pause-title">{label("title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {label("hint")}
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              type="date"
              label={label("fromDate")}
              value={fromDate}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField
              type="date"
              label={label("toDate")}
              value={toDate}
              onChange={(e) => setTo(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
          </Stack>
          <TextField
            label={label("reason")}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            multiline
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {label("cancel")}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!ready}
        >
          {label("submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
