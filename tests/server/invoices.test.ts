/**
 * Invoices (issue 12): POST /invoices/generate (preview and create); totals equal the sum of the
 * lines; a trip component is billed once (by the database as well as by generate). The generic
 * calls, send and the PDF: ./invoices-documents.test.ts. Payments, adjustments and void:
 * ./invoice-payments.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVOICE_MESSAGES } from "../../domain/schemas/invoice";
import { draftInvoice } from "../../server/billing/draft";
import { storeInvoice } from "../../server/billing/generate";
import { invoiceLines, invoices } from "../../server/db/schema";
import { toErrorBody } from "../../server/errors";
import { expectError } from "./support/api";
import {
  completedTrip,
  missedTrip,
  SERVICE_DAY,
} from "./support/billingFactories";
import { invoiceTestApp } from "./support/invoiceApi";

const { api, period, newFacility, generate, invoiceFor, ledger } =
  invoiceTestApp();

describe("POST /invoices/generate", () => {
  it("previews the lines of completed trips and billable cancellations without storing them", async () => {
    const f = await newFacility();
    const done = await completedTrip(api.t.db, { facilityId: f.id });
    const noShow = await missedTrip(api.t.db, "no-show", { facilityId: f.id });
    const late = await missedTrip(api.t.db, "late-cancel", {
      facilityId: f.id,
    });
    await missedTrip(api.t.db, "cancelled", { facilityId: f.id });
    // Another payer's trip and a trip outside the period stay out.
    await completedTrip(api.t.db, { facilityId: f.id, payorType: "private" });
    await completedTrip(api.t.db, {
      facilityId: f.id,
      pickUpDatetime: new Date("2026-03-12T14:00:00Z"),
    });
    const res = await generate({ facilityId: f.id, ...period, preview: true });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.billedToName).toBe(f.name);
    expect(data.tripCount).toBe(3);
    const lines = data.lines.map(
      (l: Record<string, unknown>) =>
        `${l.tripId === done.id ? "done" : l.tripId === noShow.id ? "noShow" : l.tripId === late.id ? "late" : "?"} ${l.component} ${l.hcpcsCode}-${l.modifier} ${l.units} ${l.amountCents}`,
    );
    expect(lines.sort()).toEqual(
      [
        "done base A0130-RJ 1 3000",
        "done mileage S0209-RJ 4.2 1155",
        "done wheelchair A0130-RJ 1 1500",
        "noShow no-show T2003-RJ 1 2500",
        "late late-cancel T2003-RJ 1 1800",
      ].sort(),
    );
    expect(data.totalCents).toBe(3000 + 1155 + 1500 + 2500 + 1800);
    const stored = await api.t.db
      .select()
      .from(invoices)
      .where(eq(invoices.facilityId, f.id));
    expect(stored).toHaveLength(0);
  });

  it("creates a draft invoice whose total is the sum of its lines, numbered from the sequence", async () => {
    const f = await newFacility();
    await completedTrip(api.t.db, { facilityId: f.id, attendantCount: 1, additionalWaitTimeInMinutes: 15 }); // prettier-ignore
    await completedTrip(api.t.db, { facilityId: f.id, stretcherTrip: true, wheelchairTrip: false }); // prettier-ignore
    const invoice = await invoiceFor(f.id);
    expect(invoice).toMatchObject({
      invoiceNumber: expect.stringMatching(/^INV-\d{6}$/),
      facilityId: f.id,
      insuranceProviderId: null,
      billedToName: f.name,
      periodFrom: SERVICE_DAY,
      periodTo: SERVICE_DAY,
      submissionStatus: "draft",
      reviewStatus: "not-reviewed",
      settlementStatus: "unpaid",
      paidCents: 0,
      adjustedCents: 0,
    });
    const { lines } = await ledger(invoice.invoiceId);
    const sum = lines.reduce(
      (s: number, l: { amountCents: number }) => s + l.amountCents,
      0,
    );
    expect(invoice.totalCents).toBe(sum);
    expect(invoice.balanceCents).toBe(sum);
    const components = lines.map(
      (l: { component: string; hcpcsCode: string }) =>
        `${l.component} ${l.hcpcsCode}`,
    );
    expect(components).toEqual(
      expect.arrayContaining([
        "attendant T2001",
        "wait T2007",
        "base T2005",
        "mileage T2049",
        "stretcher T2005",
      ]),
    );
    const second = await invoiceFor(
      (await completedTrip(api.t.db, { facilityId: (await newFacility()).id }))
        .facilityId!,
    );
    expect(Number(String(second.invoiceNumber).slice(4))).toBe(
      Number(String(invoice.invoiceNumber).slice(4)) + 1,
    );
  });

  it("leaves out trips already invoiced: 422 when nothing is left", async () => {
    const f = await newFacility();
    await completedTrip(api.t.db, { facilityId: f.id });
    await invoiceFor(f.id);
    const preview = await generate({ facilityId: f.id, ...period, preview: true }); // prettier-ignore
    expect(preview.json().data.lines).toEqual([]);
    expectError(
      await generate({ facilityId: f.id, ...period }),
      422,
      INVOICE_MESSAGES.nothingToBill,
    );
  });

  it("refuses a second active line of a trip component in the database itself", async () => {
    const f = await newFacility();
    const trip = await completedTrip(api.t.db, { facilityId: f.id });
    const invoice = await invoiceFor(f.id);
    const [line] = await api.t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.tripId, trip.id))
      .limit(1);
    const { id: _id, createdAt: _c, ...copy } = line;
    await expect(
      api.t.db.insert(invoiceLines).values({ ...copy }),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({
        constraint: "invoice_lines_active_component_key",
      }),
    });
    // An inactive copy (a voided invoice's line) is allowed.
    await api.t.db.insert(invoiceLines).values({ ...copy, active: 0 });
    expect(invoice.invoiceId).toBe(line.invoiceId);
  });

  it("answers 409 when a concurrent generate billed the same trips first", async () => {
    const f = await newFacility();
    await completedTrip(api.t.db, { facilityId: f.id });
    const results = await Promise.all([
      generate({ facilityId: f.id, ...period }),
      generate({ facilityId: f.id, ...period }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    // Either the second saw the first's lines (422) or raced it to the unique index (409).
    expect(codes[0]).toBe(201);
    expect([409, 422]).toContain(codes[1]);
    const loser = results.find((r) => r.statusCode !== 201)!;
    if (loser.statusCode === 409)
      expect(loser.json().message).toBe(INVOICE_MESSAGES.alreadyBilled);
  });

  it("a draft stored after another invoice took its trips is refused with 409 and the message", async () => {
    const f = await newFacility();
    await completedTrip(api.t.db, { facilityId: f.id });
    // Two clerks preview the same period; the first stores it.
    const stale = await draftInvoice(api.t.db, { facilityId: f.id, ...period }, "America/New_York"); // prettier-ignore
    await invoiceFor(f.id);
    const failure = await api.t.db
      .transaction((tx) =>
        storeInvoice(tx, stale, { issuedOn: SERVICE_DAY, userId: null }),
      )
      .then(() => null, (e: unknown) => e); // prettier-ignore
    expect(toErrorBody(failure)).toEqual({
      code: 409,
      message: INVOICE_MESSAGES.alreadyBilled,
      errors: [{ field: "lines", message: INVOICE_MESSAGES.alreadyBilled }],
    });
    // Nothing of the second invoice was kept.
    const stored = await api.t.db.select().from(invoices).where(eq(invoices.facilityId, f.id)); // prettier-ignore
    expect(stored).toHaveLength(1);
  });

  it("validates the body: one payer, a period in order, known parties", async () => {
    const f = await newFacility();
    const both = await generate({
      facilityId: f.id,
      insuranceProviderId: f.id,
      ...period,
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual([
      { field: "insuranceProviderId", message: INVOICE_MESSAGES.onePayer },
    ]);
    const backwards = await generate({
      facilityId: f.id,
      fromDate: "2026-03-10",
      toDate: "2026-03-01",
    });
    expect(backwards.json().errors).toEqual([
      { field: "toDate", message: INVOICE_MESSAGES.period },
    ]);
    expectError(
      await generate({
        facilityId: "00000000-0000-4000-8000-000000000000",
        ...period,
      }),
      422,
      INVOICE_MESSAGES.unknownFacility,
      [{ field: "facilityId", message: INVOICE_MESSAGES.unknownFacility }],
    );
  });

  it("is refused without a session (401) and to roles without modify-trip-prices (403)", async () => {
    expectError(await generate({ ...period }, {}), 401);
    expectError(await generate({ ...period }, api.nurse), 403);
  });
});
