/**
 * Data shaping for the invoice screens (pure): the status chips' colours, amounts typed in dollars,
 * and the bodies of the generate and payment calls.
 */
import type { StatusColors } from "../../src/widgets/StatusChip";
import { dollarsToCents } from "../../domain/money";
import type {
  GenerateInvoiceBody,
  Invoice,
  InvoiceLine,
} from "../../domain/schemas/invoice";

export type InvoiceRow = Invoice;

export const SUBMISSION_COLORS: StatusColors = {
  draft: "default",
  sent: "info",
  void: "error",
};
export const REVIEW_COLORS: StatusColors = {
  "not-reviewed": "default",
  approved: "success",
  "partially-approved": "warning",
  denied: "error",
};
export const SETTLEMENT_COLORS: StatusColors = {
  unpaid: "warning",
  "partially-paid": "info",
  paid: "success",
};

/** Dollars as typed ("12.5", "$1,200.00") → cents, or null when it is not an amount. */
export function typedCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  return dollarsToCents(Number(cleaned));
}

/** The message key of a typed amount that cannot be recorded, or null when it can. */
export function amountProblem(
  cents: number | null,
  balanceCents: number,
): "amount" | "overBalance" | null {
  if (cents === null || cents < 1) return "amount";
  if (cents > balanceCents) return "overBalance";
  return null;
}

export type BillTo = "facility" | "insurer";

export interface GenerateForm {
  billTo: BillTo;
  facilityId: string;
  insuranceProviderId: string;
  fromDate: string;
  toDate: string;
}

/** The first and last day of the previous calendar month of `today` (YYYY-MM-DD). */
export function lastMonth(today: string): { fromDate: string; toDate: string } {
  const [y, m] = today.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { fromDate: day(first), toDate: day(last) };
}

/** The body of POST /invoices/generate, or the problem keeping it from being sent. */
export function generateBody(
  form: GenerateForm,
):
  | { body: GenerateInvoiceBody; problem: null }
  | { body: null; problem: "chooseParty" | "period" } {
  const id =
    form.billTo === "facility" ? form.facilityId : form.insuranceProviderId;
  if (!id) return { body: null, problem: "chooseParty" };
  const party =
    form.billTo === "facility"
      ? { facilityId: id }
      : { insuranceProviderId: id };
  if (!form.fromDate || !form.toDate || form.fromDate > form.toDate)
    return { body: null, problem: "period" };
  return {
    body: { ...party, fromDate: form.fromDate, toDate: form.toDate },
    problem: null,
  };
}

/** "A0130-RH" as a line's code reads on paper. */
export const lineCode = (line: Pick<InvoiceLine, "hcpcsCode" | "modifier">) =>
  line.modifier ? `${line.hcpcsCode}-${line.modifier}` : line.hcpcsCode;
