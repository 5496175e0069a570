import { useState } from "react";
import { MenuItem, TextField } from "@mui/material";
import { useDataProvider, useTranslate } from "react-admin";
import { PAYMENT_METHODS } from "../../domain/billing/totals";
import type { PaymentMethod } from "../../domain/billing/totals";
import { todayIso } from "../../domain/expiry";
import { formatCents } from "../../domain/money";
import { invoicesModule } from "../../domain/modules/invoices";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { InvoiceDialog } from "./InvoiceDialog";
import { useInvoiceAction } from "./useInvoiceAction";
import type { InvoiceRow } from "./invoiceModel";
import { amountProblem, typedCents } from "./invoiceModel";

const k = (key: string) => invoicesModule.key(key);

/** Record a payment on this invoice; the balance is offered as the amount. */
export function PaymentDialog({
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
  const [amount, setAmount] = useState((invoice.balanceCents / 100).toFixed(2));
  const [method, setMethod] = useState<PaymentMethod>("check");
  const [reference, setReference] = useState("");
  const [receivedOn, setReceivedOn] = useState(todayIso());
  const cents = typedCents(amount);
  const problem = amountProblem(cents, invoice.balanceCents);
  const { pending, touched, submit } = useInvoiceAction({
    valid: !(problem || !receivedOn),
    run: () =>
      dataProvider.recordInvoicePayment(invoice.invoiceId, {
        amountCents: cents!,
        method,
        reference: reference || null,
        receivedAt: new Date(`${receivedOn}T12:00:00`).toISOString(),
      }),
    successKey: k("notifications.paid"),
    onDone,
    onClose,
  });
  const balance = formatCents(invoice.balanceCents);
  return (
    <InvoiceDialog
      id="invoice-payment-title"
      title={k("payment.title")}
      submitLabel={k("action.recordPayment")}
      pending={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={translate(k("payment.amount"))}
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
        select
        label={translate(k("payment.method"))}
        value={method}
        onChange={(e) => setMethod(e.target.value as PaymentMethod)}
      >
        {PAYMENT_METHODS.map((m) => (
          <MenuItem key={m} value={m}>
            {translate(k(`methods.${m}`))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate(k("payment.reference"))}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        type="date"
        label={translate(k("payment.receivedAt"))}
        value={receivedOn}
        onChange={(e) => setReceivedOn(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={touched && !receivedOn}
      />
    </InvoiceDialog>
  );
}
