import { useState } from "react";
import UndoIcon from "@mui/icons-material/Undo";
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { formatCents } from "../../domain/money";
import type { AppDataProvider } from "../../providers/appDataProvider";
import type { PaymentRow } from "./paymentLedgerModel";
import { canRefund, ledgerKey } from "./paymentLedgerModel";

/** Refund of a completed payment, through its provider, after a confirmation. */
export function RefundButton() {
  const row = useRecordContext<PaymentRow>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!row || !canRefund(row)) return null;
  const refund = async () => {
    setBusy(true);
    try {
      await dataProvider.refundPayment(row.paymentRecordId);
      notify(ledgerKey("notifications.refunded"), { type: "success" });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: "error" });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label={ledgerKey("action.refund")}
        onClick={() => setOpen(true)}
        disabled={busy}
      >
        <UndoIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate(ledgerKey("action.refundTitle"), {
          amount: formatCents(row.amountCents),
        })}
        content={ledgerKey("action.refundContent")}
        onConfirm={() => void refund()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
