import { useState } from "react";
import { MenuItem, TextField } from "@mui/material";
import { useDataProvider, useTranslate } from "react-admin";
import type { AdjustmentKind } from "../../domain/billing/totals";
import { ADJUSTMENT_KINDS } from "../../domain/billing/totals";
import { formatCents } from "../../domain/money";
import { invoicesModule } from "../../domain/modules/invoices";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { InvoiceDialog } from "./InvoiceDialog";
import { useInvoiceAction } from "./useInvoiceAction";
import type { InvoiceRow } from "./invoiceModel";
import { amountProblem, typedCents } from "./invoiceModel";

const k = (key: string) => invoicesModule.key(key);

/** A write-off or a contractual adjustment of the balance, with its reason. */
export function AdjustmentDialog({
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
  const [kind, setKind] = useState<AdjustmentKind>("contractual");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const cents = typedCents(amount);
  const problem = amountProblem(cents, invoice.balanceCents);
  const { pending, touched, submit } = useInvoiceAction({
    valid: !(problem || !reason.trim()),
    run: () =>
      dataProvider.adjustInvoice(invoice.invoiceId, {
        kind,
        amountCents: cents!,
        reason,
      }),
    successKey: k("notifications.adjusted"),
    onDone,
    onClose,
  });
  const balance = formatCents(invoice.balanceCents);
  return (
    <InvoiceDialog
      id="invoice-adjustment-title"
      title={k("adjustment.title")}
      submitLabel={k("action.adjust")}
      pending={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        select
        label={translate(k("adjustment.kind"))}
        value={kind}
        onChange={(e) => setKind(e.target.value as AdjustmentKind)}
      >
        {ADJUSTMENT_KINDS.map((m) => (
          <MenuItem key={m} value={m}>
            {translate(k(`kinds.${m}`))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate(k("adjustment.amount"))}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={touched && !!problem}
        helperText={
          touched && problem
            ? translate(k(`validation.${problem}`), { balance })
            : translate(k("payment.balance"), { balance })
        }
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
      <TextField
        label={translate(k("adjustment.reason"))}
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
