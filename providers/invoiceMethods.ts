/**
 * Invoices' billing calls (issue 12), spread into the data provider as typed custom methods.
 *
 * | Method               | Call                                                           |
 * |----------------------|----------------------------------------------------------------|
 * | generateInvoice      | POST /invoices/generate {…, preview} → the lines, or the invoice |
 * | invoiceLedger        | GET /invoices/{id}/ledger → lines, payments, adjustments        |
 * | sendInvoice          | POST /invoices/{id}/send → the invoice                          |
 * | voidInvoice          | POST /invoices/{id}/void {reason}                               |
 * | recordInvoicePayment | POST /invoices/{id}/payments {amountCents, method, …}           |
 * | adjustInvoice        | POST /invoices/{id}/adjustments {kind, amountCents, reason}     |
 * | invoiceFile          | GET /invoices/{id}/pdf or /claim-837p → the file's bytes        |
 */
import { invoicesModule } from "../domain/modules/invoices";
import type {
  GenerateInvoiceBody,
  Invoice,
  InvoiceAdjustmentBody,
  InvoiceLedger,
  InvoicePaymentBody,
  InvoicePreview,
} from "../domain/schemas/invoice";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";

export type InvoiceFileKind = "pdf" | "claim-837p";

export interface InvoiceMethods {
  previewInvoice(body: GenerateInvoiceBody): Promise<InvoicePreview>;
  generateInvoice(body: GenerateInvoiceBody): Promise<Invoice>;
  invoiceLedger(
    invoiceId: string,
    signal?: AbortSignal,
  ): Promise<InvoiceLedger>;
  sendInvoice(invoiceId: string): Promise<Envelope<Invoice>>;
  voidInvoice(invoiceId: string, reason: string): Promise<Invoice>;
  recordInvoicePayment(
    invoiceId: string,
    body: InvoicePaymentBody,
  ): Promise<Invoice>;
  adjustInvoice(
    invoiceId: string,
    body: InvoiceAdjustmentBody,
  ): Promise<Invoice>;
  invoiceFile(invoiceId: string, kind: InvoiceFileKind): Promise<Blob>;
}

export function invoiceMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): InvoiceMethods {
  const base = `${apiUrl}${invoicesModule.api.prefix}`;
  const of = (id: string) => `${base}/${encodeURIComponent(id)}`;
  const post = async <T>(url: string, body: unknown) =>
    httpClient<Envelope<T>>(url, { method: "POST", body });
  return {
    previewInvoice: async (body) =>
      (await post<InvoicePreview>(`${base}/generate`, { ...body, preview: true })).data, // prettier-ignore
    generateInvoice: async (body) =>
      (await post<Invoice>(`${base}/generate`, { ...body, preview: false })).data, // prettier-ignore
    invoiceLedger: async (id, signal) =>
      (await httpClient<Envelope<InvoiceLedger>>(`${of(id)}/ledger`, { signal })).data, // prettier-ignore
    sendInvoice: (id) => post<Invoice>(`${of(id)}/send`, {}),
    voidInvoice: async (id, reason) =>
      (await post<Invoice>(`${of(id)}/void`, { reason })).data,
    recordInvoicePayment: async (id, body) =>
      (await post<Invoice>(`${of(id)}/payments`, body)).data,
    adjustInvoice: async (id, body) =>
      (await post<Invoice>(`${of(id)}/adjustments`, body)).data,
    invoiceFile: (id, kind) =>
      httpClient<Blob>(`${of(id)}/${kind}`, { responseType: "blob" }),
  };
}
