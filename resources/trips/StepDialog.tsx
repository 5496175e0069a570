import type { FormEvent, ReactNode } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material";
import { useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";

const M = tripsModule.key("management");

/**
 * The frame of the driver's page dialogs: a form with a title, its inputs and big buttons; full
 * screen on a phone, where a small centred dialog would leave the signature pad too narrow.
 */
export function StepDialog({
  open,
  id,
  title,
  submitLabel,
  pending,
  onClose,
  onSubmit,
  children,
  danger = false,
}: {
  open: boolean;
  /** Names the dialog for assistive technology. */
  id: string;
  /** i18n keys. */
  title: string;
  submitLabel: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  danger?: boolean;
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={id}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={id}>{translate(title)}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending} size="large">
            {translate(`${M}.close`)}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={danger ? "error" : "primary"}
            disabled={pending}
            size="large"
          >
            {translate(pending ? `${M}.working` : submitLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
