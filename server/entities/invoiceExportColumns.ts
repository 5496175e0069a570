/** The CSV columns of POST /invoices/export: readable statuses, money in dollars, no ids. */
import { labelOf } from "../../domain/exportValues";
import { formatCents } from "../../domain/money";
import type { Invoice } from "../../domain/schemas/invoice";
import { rowCsvColumns } from "../crud/csvColumns";

const STATUS_LABELS: Record<string, string> = {
  draft: "Draft",
  sent: "Sent",
  void: "Void",
  "not-reviewed": "Not reviewed",
  approved: "Approved",
  "partially-approved": "Partially approved",
  denied: "Denied",
  unpaid: "Unpaid",
  "partially-paid": "Partially paid",
  paid: "Paid",
};

export const INVOICE_CSV_COLUMNS = rowCsvColumns<Invoice>([
  "invoiceNumber",
  "billedToName",
  "periodFrom",
  "periodTo",
  "issuedOn",
  "dueOn",
  { header: "totalCents", value: (r) => formatCents(r.totalCents) },
  { header: "paidCents", value: (r) => formatCents(r.paidCents) },
  { header: "adjustedCents", value: (r) => formatCents(r.adjustedCents) },
  { header: "balanceCents", value: (r) => formatCents(r.balanceCents) },
  { header: "submissionStatus", value: (r) => labelOf(STATUS_LABELS, r.submissionStatus) }, // prettier-ignore
  { header: "reviewStatus", value: (r) => labelOf(STATUS_LABELS, r.reviewStatus) }, // prettier-ignore
  "denialReason",
  { header: "settlementStatus", value: (r) => labelOf(STATUS_LABELS, r.settlementStatus) }, // prettier-ignore
]);
