import { useState } from "react";
import { TextField, Typography } from "@mui/material";
import { useDataProvider, useTranslate } from "react-admin";
import { invoicesModule } from "../../domain/modules/invoices";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { InvoiceDialog } from "./InvoiceDialog";
import { useInvoiceAction } from "./useInvoiceAction";
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
  const [reason, setReason] = useState("");
  const { pending, touched, submit } = useInvoiceAction({
    valid: !!reason.trim(),
    run: () => dataProvider.voidInvoice(invoice.invoiceId, reason),
    successKey: k("notifications.voided"),
    onDone,
    onClose,
  });
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
