import type { FormEvent, ReactNode } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
} from "@mui/material";
import type { Breakpoint, Theme } from "@mui/material";
import { useTranslate } from "react-admin";

export interface FormDialogProps {
  open?: boolean;
  /** Names the dialog for assistive technology. */
  id: string;
  /** i18n keys: the title, the submit and cancel buttons, and the submit while it works. */
  title: string;
  submitLabel: string;
  cancelLabel: string;
  pendingLabel?: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  /** A destructive action: the submit button is red. */
  danger?: boolean;
  maxWidth?: Breakpoint;
  /** Full screen on a phone, with big buttons (the driver's page). */
  phoneFullScreen?: boolean;
}

/**
 * The frame of a dialog that is one small form: a title, its fields one under another, cancel and
 * submit. Closing is refused while the call runs, so a half-made change is never left unseen.
 */
export function FormDialog({
  open = true,
  id,
  title,
  submitLabel,
  cancelLabel,
  pendingLabel,
  pending,
  onClose,
  onSubmit,
  children,
  danger = false,
  maxWidth = "xs",
  phoneFullScreen = false,
}: FormDialogProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const size = phoneFullScreen ? "large" : "medium";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={id}
      fullScreen={phoneFullScreen && phone}
      fullWidth
      maxWidth={maxWidth}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={id}>{translate(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={phoneFullScreen ? { px: 3, pb: 2 } : undefined}>
          <Button onClick={onClose} disabled={pending} size={size}>
            {translate(cancelLabel)}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={danger ? "error" : "primary"}
            disabled={pending}
            size={size}
          >
            {translate(pending && pendingLabel ? pendingLabel : submitLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
