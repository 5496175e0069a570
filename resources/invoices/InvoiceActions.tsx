import { useState } from "react";
import BlockIcon from "@mui/icons-material/Block";
import DownloadIcon from "@mui/icons-material/GetApp";
import PaymentsIcon from "@mui/icons-material/Payments";
import FactCheckIcon from "@mui/icons-material/FactCheck";
import PrintIcon from "@mui/icons-material/Print";
import SendIcon from "@mui/icons-material/Send";
import TuneIcon from "@mui/icons-material/Tune";
import {
  Button,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
} from "react-admin";
import { invoicesModule } from "../../domain/modules/invoices";
import type { AppDataProvider } from "../../providers/appDataProvider";
import type { InvoiceFileKind } from "../../providers/invoiceMethods";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { saveFile } from "../../src/widgets/csvExport";
import { AdjustmentDialog } from "./AdjustmentDialog";
import type { InvoiceRow } from "./invoiceModel";
import { PaymentDialog } from "./PaymentDialog";
import { ReviewDialog } from "./ReviewDialog";
import { useReloadInvoice } from "./useInvoiceLedger";
import { VoidDialog } from "./VoidDialog";

const k = (key: string) => invoicesModule.key(`action.${key}`);
type Open = "payment" | "adjustment" | "void" | "review" | null;

/** The invoice page's toolbar: send, record a payment, adjust, void, the PDF, the 837P, print. */
export function InvoiceActions() {
  const invoice = useRecordContext<InvoiceRow>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const reload = useReloadInvoice();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  if (!invoice) return null;
  const isVoid = invoice.submissionStatus === "void";
  const owes = !isVoid && invoice.balanceCents > 0;

  const download = async (kind: InvoiceFileKind) => {
    try {
      const blob = await dataProvider.invoiceFile(invoice.invoiceId, kind);
      saveFile(
        blob,
        kind === "pdf"
          ? `${invoice.invoiceNumber}.pdf`
          : `${invoice.invoiceNumber}-837P.txt`,
      );
    } catch (e) {
      notifyError(e);
    }
  };
  const send = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.sendInvoice(invoice.invoiceId);
      notify(answer.message, { type: "success" });
      await reload();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  const close = () => setOpen(null);
  return (
    <TopToolbar className="invoice-no-print">
      {!isVoid && (
        <Button label={k("send")} onClick={send} disabled={busy}>
          <SendIcon />
        </Button>
      )}
      {!isVoid && (
        <Button label={k("review")} onClick={() => setOpen("review")}>
          <FactCheckIcon />
        </Button>
      )}
      {owes && (
        <Button label={k("recordPayment")} onClick={() => setOpen("payment")}>
          <PaymentsIcon />
        </Button>
      )}
      {owes && (
        <Button label={k("adjust")} onClick={() => setOpen("adjustment")}>
          <TuneIcon />
        </Button>
      )}
      {!isVoid && invoice.paidCents === 0 && invoice.adjustedCents === 0 && (
        <Button label={k("void")} onClick={() => setOpen("void")} color="error">
          <BlockIcon />
        </Button>
      )}
      <Button label={k("pdf")} onClick={() => download("pdf")}>
        <DownloadIcon />
      </Button>
      {invoice.insuranceProviderId && (
        <Button label={k("claim")} onClick={() => download("claim-837p")}>
          <DownloadIcon />
        </Button>
      )}
      <Button label={k("print")} onClick={() => window.print()}>
        <PrintIcon />
      </Button>
      {open === "payment" && (
        <PaymentDialog invoice={invoice} onClose={close} onDone={reload} />
      )}
      {open === "adjustment" && (
        <AdjustmentDialog invoice={invoice} onClose={close} onDone={reload} />
      )}
      {open === "void" && (
        <VoidDialog invoice={invoice} onClose={close} onDone={reload} />
      )}
      {open === "review" && (
        <ReviewDialog invoice={invoice} onClose={close} onDone={reload} />
      )}
    </TopToolbar>
  );
}
