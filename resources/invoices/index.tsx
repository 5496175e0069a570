import type { ResourceDefinition } from "../../src/routing/resourceRoutes";
import { InvoiceList } from "./InvoiceList";
import { InvoiceShow } from "./InvoiceShow";
import { recordRepresentation } from "./representation";

/** Mounted by src/routing/resourceRoutes.tsx: the list, and the invoice page at invoice/:id (§2). */
const invoices: ResourceDefinition = {
  list: InvoiceList,
  show: InvoiceShow,
  recordRepresentation,
};
export default invoices;
