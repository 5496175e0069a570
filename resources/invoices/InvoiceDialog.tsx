import type { FormEvent, ReactNode } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { invoicesModule } from "../../domain/modules/invoices";

/** The frame of the invoice page's dialogs: a form with a title, its fields, cancel and submit. */
export function InvoiceDialog({
  id,
  title,
  submitLabel,
  pending,
  onClose,
  onSubmit,
  children,
  danger = false,
}: {
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={id}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={id}>{translate(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate(invoicesModule.key("action.cancel"))}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={danger ? "error" : "primary"}
            disabled={pending}
          >
            {translate(submitLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
