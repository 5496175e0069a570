import type { ResourceDefinition } from "../../src/routing/resourceRoutes";
import { PaymentRecordList } from "./PaymentRecordList";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the list at /admin/transport/payment-records. Its rows
 * open on the trips pages (/trip/:id, /trip/management/:id), which belong to the trips folder.
 */
const paymentRecords: ResourceDefinition = { list: PaymentRecordList };
export default paymentRecords;
