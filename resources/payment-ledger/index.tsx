import type { ResourceDefinition } from "../../src/routing/resourceRoutes";
import { PaymentLedgerList } from "./PaymentLedgerList";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the ledger at /admin/transport/payment-ledger. Its
 * rows link to the trip pages (/trip/:id), which belong to the trips folder.
 */
const paymentLedger: ResourceDefinition = { list: PaymentLedgerList };
export default paymentLedger;
