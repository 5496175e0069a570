/**
 * The invoice as a PDF (pdfkit): the provider's letterhead, the invoice number, billed-to, period,
 * issue and due dates, the lines (date, description, HCPCS and modifier, units, amount), the totals,
 * the payments and adjustments, and the balance. The number is also the document's title, so it is
 * readable in the file's metadata.
 */
import { formatCents } from "../../domain/money";
import type { InvoiceLedger } from "../../domain/schemas/invoice";
import type { BillingProvider } from "./claim837p";

const COLUMNS = [
  { key: "date", label: "Date", x: 50, width: 62 },
  { key: "description", label: "Description", x: 112, width: 220 },
  { key: "code", label: "HCPCS", x: 334, width: 70 },
  { key: "units", label: "Units", x: 406, width: 50, align: "right" },
  { key: "amount", label: "Amount", x: 460, width: 85, align: "right" },
] as const;

const STATUS_WORDS: Record<string, string> = {
  draft: "Draft",
  sent: "Sent",
  void: "Void",
  unpaid: "Unpaid",
  "partially-paid": "Partially paid",
  paid: "Paid",
};

export async function renderInvoicePdf(
  ledger: InvoiceLedger,
  provider: BillingProvider,
): Promise<Buffer> {
  // Loaded with the first invoice, not at start: pdfkit and its fonts were the heaviest import of a
  // cold start (issue 13, B5).
  const { default: PDFDocument } = await import("pdfkit");
  const { invoice } = ledger;
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 50,
    info: {
      Title: invoice.invoiceNumber,
      Subject: `Invoice ${invoice.invoiceNumber} for ${invoice.billedToName}`,
      Author: provider.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(16).text(provider.name);
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(
      `${provider.address}, ${provider.city}, ${provider.state} ${provider.zip}`,
    )
    .text(`NPI ${provider.npi}`);
  doc.moveDown();
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(`Invoice ${invoice.invoiceNumber}`);
  doc.font("Helvetica").fontSize(10);
  const facts: [string, string][] = [
    ["Billed to", invoice.billedToName],
    ["Period", `${invoice.periodFrom} to ${invoice.periodTo}`],
    ["Issued", invoice.issuedOn ?? ""],
    ["Due", invoice.dueOn ?? ""],
    ["Status", `${STATUS_WORDS[invoice.submissionStatus] ?? invoice.submissionStatus}, ${STATUS_WORDS[invoice.settlementStatus] ?? invoice.settlementStatus}`],
  ]; // prettier-ignore
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);
  if (invoice.voidReason) doc.text(`Void: ${invoice.voidReason}`);
  doc.moveDown();

  const row = (cells: Record<string, string>, bold = false) => {
    if (doc.y > 700) doc.addPage();
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    let bottom = y;
    for (const c of COLUMNS) {
      doc.text(cells[c.key] ?? "", c.x, y, {
        width: c.width,
        align: "align" in c ? c.align : "left",
      });
      bottom = Math.max(bottom, doc.y);
    }
    doc.x = 50;
    doc.y = bottom + 3;
  };
  row(Object.fromEntries(COLUMNS.map((c) => [c.key, c.label])), true);
  for (const line of ledger.lines)
    row({
      date: line.serviceDate,
      description: line.description,
      code: line.modifier
        ? `${line.hcpcsCode}-${line.modifier}`
        : line.hcpcsCode,
      units: line.units.toFixed(2),
      amount: formatCents(line.amountCents),
    });
  doc.moveDown();
  const total = (label: string, cents: number, bold = false) =>
    row({ units: label, amount: formatCents(cents) }, bold);
  total("Total", invoice.totalCents, true);
  for (const p of ledger.payments)
    row({
      date: p.receivedAt.slice(0, 10),
      description: `Payment (${p.method}${p.reference ? `, ${p.reference}` : ""})`,
      amount: `-${formatCents(p.amountCents)}`,
    });
  for (const a of ledger.adjustments)
    row({
      date: a.createdAt.slice(0, 10),
      description: `Adjustment (${a.kind}): ${a.reason}`,
      amount: `-${formatCents(a.amountCents)}`,
    });
  total("Balance", invoice.balanceCents, true);
  doc.end();
  return done;
}
