/**
 * Invoices' money (issue 12): payments on one invoice or over several, adjustments, the balance and
 * settlement after them (billed − paid − adjusted, from the rows), and void (which frees the trips
 * and is refused once money is recorded).
 */
import { describe, expect, it } from "vitest";
import { INVOICE_MESSAGES } from "../../domain/schemas/invoice";
import { expectError, post } from "./support/api";
import { completedTrip } from "./support/billingFactories";
import { invoiceTestApp } from "./support/invoiceApi";

const { api, newFacility, generate, invoiceFor, ledger, pay } =
  invoiceTestApp();

describe("payments, adjustments and the balance", () => {
  it("a payment lowers the balance and settles the invoice; over-payment is refused", async () => {
    const f = await newFacility();
    await completedTrip(api.t.db, { facilityId: f.id });
    const invoice = await invoiceFor(f.id);
    const total = invoice.totalCents as number;
    const first = await pay(invoice.invoiceId, 1000);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      paidCents: 1000,
      balanceCents: total - 1000,
      settlementStatus: "partially-paid",
    });
    expectError(
      await pay(invoice.invoiceId, total),
      422,
      INVOICE_MESSAGES.overpayment,
      [{ field: "amountCents", message: INVOICE_MESSAGES.overpayment }],
    );
    const adjusted = await post(
      api.t,
      `/api/invoices/${invoice.invoiceId}/adjustments`,
      { kind: "contractual", amountCents: 500, reason: "Contract rate" },
      api.dataadmin,
    );
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(adjusted.json().data).toMatchObject({
      adjustedCents: 500,
      balanceCents: total - 1500,
      settlementStatus: "partially-paid",
    });
    const rest = await pay(invoice.invoiceId, total - 1500);
    expect(rest.json().data).toMatchObject({
      paidCents: total - 500,
      balanceCents: 0,
      settlementStatus: "paid",
    });
    const l = await ledger(invoice.invoiceId);
    expect(l.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([1000, total - 1500]); // prettier-ignore
    expect(l.adjustments).toMatchObject([
      { kind: "contractual", amountCents: 500, reason: "Contract rate" },
    ]);
    expect(l.invoice.balanceCents).toBe(
      l.lines.reduce((s: number, x: { amountCents: number }) => s + x.amountCents, 0) - (total - 500) - 500, // prettier-ignore
    );
  });

  it("one payment allocated over two invoices", async () => {
    const f = await newFacility();
    await completedTrip(api.t.db, { facilityId: f.id });
    const a = await invoiceFor(f.id);
    await completedTrip(api.t.db, {
      facilityId: f.id,
      pickUpDatetime: new Date("2026-03-11T14:00:00Z"),
    });
    const b =
      (await generate({ facilityId: f.id, fromDate: "2026-03-11", toDate: "2026-03-11" })) // prettier-ignore
        .json().data;
    const body = {
      amountCents: 2000,
      method: "eft",
      reference: "EFT 77",
      receivedAt: "2026-04-03T12:00:00Z",
      allocations: [
        { invoiceId: a.invoiceId, amountCents: 1200 },
        { invoiceId: b.invoiceId, amountCents: 800 },
      ],
    };
    const res = await post(api.t, "/api/invoice-payments", body, api.dataadmin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.map((i: { paidCents: number }) => i.paidCents)).toEqual([1200, 800]); // prettier-ignore
    const wrongSum = await post(api.t, "/api/invoice-payments", { ...body, amountCents: 1999 }, api.dataadmin); // prettier-ignore
    expectError(wrongSum, 422, INVOICE_MESSAGES.allocationSum, [
      { field: "allocations", message: INVOICE_MESSAGES.allocationSum },
    ]);
  });

  it("validates payments and answers 404 for an unknown invoice, 403 for a nurse", async () => {
    const res = await post(api.t, "/api/invoices/00000000-0000-4000-8000-000000000000/payments", { amountCents: 0, method: "gold", receivedAt: "x" }, api.dataadmin); // prettier-ignore
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(["amountCents", "method", "receivedAt"]); // prettier-ignore
    expectError(await pay("00000000-0000-4000-8000-000000000000", 100), 404, "Invoice not found."); // prettier-ignore
    expectError(await pay("00000000-0000-4000-8000-000000000000", 100, api.nurse), 403); // prettier-ignore
    expectError(await pay("00000000-0000-4000-8000-000000000000", 100, {}), 401); // prettier-ignore
  });
});

describe("void", () => {
  it("frees the trips for a new invoice; a paid invoice cannot be voided", async () => {
    const f = await newFacility();
    await completedTrip(api.t.db, { facilityId: f.id });
    const invoice = await invoiceFor(f.id);
    const voidIt = (id: string) =>
      post(
        api.t,
        `/api/invoices/${id}/void`,
        { reason: "Wrong period" },
        api.dataadmin,
      );
    const res = await voidIt(invoice.invoiceId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      submissionStatus: "void",
      voidReason: "Wrong period",
      // It keeps what it billed, and owes nothing.
      totalCents: invoice.totalCents,
      balanceCents: 0,
    });
    expectError(await voidIt(invoice.invoiceId), 409, INVOICE_MESSAGES.alreadyVoid); // prettier-ignore
    expectError(await pay(invoice.invoiceId, 100), 409, INVOICE_MESSAGES.voidNoMoney); // prettier-ignore
    const again = await invoiceFor(f.id);
    expect(again.totalCents).toBe(invoice.totalCents);
    await pay(again.invoiceId, 100);
    expectError(await voidIt(again.invoiceId), 409, INVOICE_MESSAGES.voidWithMoney); // prettier-ignore
    const missing = await post(api.t, `/api/invoices/${again.invoiceId}/void`, {}, api.dataadmin); // prettier-ignore
    expect(missing.statusCode).toBe(422);
  });
});
