import { useState } from "react";
import { MenuItem, TextField } from "@mui/material";
import { useDataProvider, useTranslate } from "react-admin";
import type { ReviewStatus } from "../../domain/billing/totals";
import { REVIEW_STATUSES } from "../../domain/billing/totals";
import { invoicesModule } from "../../domain/modules/invoices";
import { InvoiceDialog } from "./InvoiceDialog";
import { useInvoiceAction } from "./useInvoiceAction";
import type { InvoiceRow } from "./invoiceModel";

const k = (key: string) => invoicesModule.key(key);

/** The payer's review of the invoice (POST /invoices upsert): a denial needs its reason. */
export function ReviewDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: InvoiceRow;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [status, setStatus] = useState(invoice.reviewStatus as ReviewStatus);
  const [reason, setReason] = useState(invoice.denialReason ?? "");
  const missingReason = status === "denied" && !reason.trim();
  const { pending, touched, submit } = useInvoiceAction({
    valid: !missingReason,
    run: () =>
      dataProvider.update(invoicesModule.name, {
        id: invoice.id,
        data: {
          invoiceId: invoice.invoiceId,
          reviewStatus: status,
          denialReason: status === "denied" ? reason : null,
        },
        previousData: invoice,
      }),
    successKey: k("notifications.updated"),
    onDone,
    onClose,
  });
  return (
    <InvoiceDialog
      id="invoice-review-title"
      title={k("review.title")}
      submitLabel={k("action.save")}
      pending={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        select
        label={translate(k("fields.reviewStatus"))}
        value={status}
        onChange={(e) => setStatus(e.target.value as ReviewStatus)}
      >
        {REVIEW_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(k(`status.${s}`))}
          </MenuItem>
        ))}
      </TextField>
      {status === "denied" && (
        <TextField
          label={translate(k("fields.denialReason"))}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={touched && missingReason}
          helperText={
            touched && missingReason
              ? translate(k("validation.denialReason"))
              : undefined
          }
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
    </InvoiceDialog>
  );
}
