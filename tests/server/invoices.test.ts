/**
 * Invoices (issue 12): generate (preview and create), the generic calls, send, the PDF; totals equal
 * the sum of the lines; a trip component is billed once (by the database as well as by generate).
 * Payments, adjustments and void: ./invoice-payments.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVOICE_MESSAGES } from "../../domain/schemas/invoice";
import { draftInvoice } from "../../server/billing/draft";
import { storeInvoice } from "../../server/billing/generate";
import { invoiceLines, invoices } from "../../server/db/schema";
import { toErrorBody } from "../../server/errors";
import { del, expectError, get, post, search } from "./support/api";
import {
  completedTrip,
  missedTrip,
  SERVICE_DAY,
} from "./support/billingFactories";
import { buildFacility } from "./support/factories";
import { invoiceTestApp } from "./support/invoiceApi";

const { api, period, newFacility, generate, invoiceFor, ledger, pay } =
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

describe("the generic calls", () => {
  it("search filters by facility and statuses; get; upsert edits the office fields only", async () => {
    const f = await newFacility();
    await completedTrip(api.t.db, { facilityId: f.id });
    const invoice = await invoiceFor(f.id);
    const found = await search(api.t, "/invoices", api.dataadmin, {
      additionalStringFilters: { facilityId: f.id, submissionStatus: "draft" },
      sortBy: "balanceCents",
      sortDescending: true,
    });
    expect(found.data.map((r) => r.invoiceId)).toEqual([invoice.invoiceId]);
    const bySearch = await search(api.t, "/invoices", api.dataadmin, {
      searchTerm: String(invoice.invoiceNumber),
    });
    expect(bySearch.data.map((r) => r.invoiceId)).toEqual([invoice.invoiceId]);
    const got = await get(
      api.t,
      `/api/invoices/${invoice.invoiceId}`,
      api.dataadmin,
    );
    expect(got.json().data).toEqual(invoice);
    const denied = await post(api.t, "/api/invoices", { invoiceId: invoice.invoiceId, reviewStatus: "denied" }, api.dataadmin); // prettier-ignore
    expect(denied.statusCode).toBe(422);
    expect(denied.json().errors).toEqual([
      { field: "denialReason", message: INVOICE_MESSAGES.denialReason },
    ]);
    const saved = await post(
      api.t,
      "/api/invoices",
      {
        invoiceId: invoice.invoiceId,
        reviewStatus: "denied",
        denialReason: "Missing signature",
        dueOn: "2026-05-01",
        totalCents: 1,
      },
      api.dataadmin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      reviewStatus: "denied",
      denialReason: "Missing signature",
      dueOn: "2026-05-01",
      totalCents: invoice.totalCents,
    });
    const create = await post(api.t, "/api/invoices", { dueOn: "2026-05-01" }, api.dataadmin); // prettier-ignore
    expect(create.statusCode).toBe(422);
    expectError(
      await get(api.t, `/api/invoices/${invoice.invoiceId}`, api.nurse),
      403,
    );
    expectError(await get(api.t, `/api/invoices/${invoice.invoiceId}`), 401);
    expectError(await get(api.t, "/api/invoices/00000000-0000-4000-8000-000000000000", api.dataadmin), 404, "Invoice not found."); // prettier-ignore
  });

  it("delete removes a draft without money and refuses others", async () => {
    const f = await newFacility();
    await completedTrip(api.t.db, { facilityId: f.id });
    const invoice = await invoiceFor(f.id);
    await pay(invoice.invoiceId, 100);
    expectError(await del(api.t, `/api/invoices/${invoice.invoiceId}`, api.dataadmin), 409, INVOICE_MESSAGES.deleteRefused); // prettier-ignore
    const g = await newFacility();
    await completedTrip(api.t.db, { facilityId: g.id });
    const draft = await invoiceFor(g.id);
    const res = await del(
      api.t,
      `/api/invoices/${draft.invoiceId}`,
      api.dataadmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Its lines went with it: the trips can be invoiced again.
    await invoiceFor(g.id);
  });

  it("exports the list as CSV", async () => {
    const res = await post(api.t, "/api/invoices/export", {}, api.dataadmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    expect(res.body.split("\n")[0]).toContain("invoiceNumber");
  });
});

describe("documents", () => {
  it("the PDF is a real PDF carrying the invoice number; send mails it and marks the invoice sent", async () => {
    const f = await newFacility();
    await completedTrip(api.t.db, { facilityId: f.id });
    const invoice = await invoiceFor(f.id);
    const pdf = await get(api.t, `/api/invoices/${invoice.invoiceId}/pdf`, api.dataadmin); // prettier-ignore
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `attachment; filename="${invoice.invoiceNumber}.pdf"`,
    );
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain(String(invoice.invoiceNumber));
    expectError(await get(api.t, `/api/invoices/${invoice.invoiceId}/pdf`, api.nurse), 403); // prettier-ignore

    const sent = await post(api.t, `/api/invoices/${invoice.invoiceId}/send`, {}, api.dataadmin); // prettier-ignore
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.submissionStatus).toBe("sent");
    // Stamped now, by the server.
    const sentAt = Date.parse(sent.json().data.sentAt);
    expect(Math.abs(Date.now() - sentAt)).toBeLessThan(60_000);
    const mail = api.t.mails.find((m) => m.to === "ap@care.example.org")!;
    expect(mail.subject).toContain(String(invoice.invoiceNumber));
    expect(mail.attachments?.[0]).toMatchObject({
      filename: `${invoice.invoiceNumber}.pdf`,
      contentType: "application/pdf",
    });
    expect(mail.attachments?.[0].content.subarray(0, 4).toString()).toBe(
      "%PDF",
    );
  });

  it("send needs a billing contact (409); the 837P is for insurance invoices only (409)", async () => {
    const f = await buildFacility(api.t.db, { billingContactEmail: null });
    await completedTrip(api.t.db, { facilityId: f.id });
    const invoice = await invoiceFor(f.id);
    expectError(await post(api.t, `/api/invoices/${invoice.invoiceId}/send`, {}, api.dataadmin), 409, INVOICE_MESSAGES.noEmail); // prettier-ignore
    expectError(await get(api.t, `/api/invoices/${invoice.invoiceId}/claim-837p`, api.dataadmin), 409, INVOICE_MESSAGES.notInsurance); // prettier-ignore
  });
});
