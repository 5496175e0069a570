import { useState } from "react";
import { TextField, Typography } from "@mui/material";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import { invoicesModule } from "../../domain/modules/invoices";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { InvoiceDialog } from "./InvoiceDialog";
import type { InvoiceRow } from "./invoiceModel";

const k = (key: string) => invoicesModule.key(key);

/** Void the invoice with a reason: its trips become free for another invoice. */
export function VoidDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: InvoiceRow;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const [touched, setTouched] = useState(false);
  const submit = async () => {
    setTouched(true);
    if (!reason.trim()) return;
    setPending(true);
    try {
      await dataProvider.voidInvoice(invoice.invoiceId, reason);
      notify(k("notifications.voided"), { type: "success" });
      await onDone();
      onClose();
    } catch (e) {
      notifyError(e);
    } finally {
      setPending(false);
    }
  };
  return (
    <InvoiceDialog
      id="invoice-void-title"
      title={k("voiding.title")}
      submitLabel={k("action.void")}
      pending={pending}
      onClose={onClose}
      onSubmit={submit}
      danger
    >
      <Typography variant="body2">{translate(k("voiding.help"))}</Typography>
      <TextField
        label={translate(k("voiding.reason"))}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={touched && !reason.trim()}
        helperText={
          touched && !reason.trim()
            ? translate(k("validation.required"))
            : undefined
        }
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </InvoiceDialog>
  );
}
