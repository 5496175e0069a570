import { RecordShow } from "../../src/forms/RecordScreens";
import { InvoiceActions } from "./InvoiceActions";
import { InvoiceLedgerView } from "./InvoiceLedgerView";

/** /admin/transport/invoice/:invoiceId: the invoice, its lines and money, and its actions. */
export function InvoiceShow() {
  return (
    <RecordShow actions={<InvoiceActions />}>
      <InvoiceLedgerView />
    </RecordShow>
  );
}
