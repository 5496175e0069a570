/**
 * Invoices (issue 12): the generic calls (search, get, the office fields, delete, CSV), the PDF and
 * sending it. Generating them: ./invoices.test.ts.
 */
import { describe, expect, it } from "vitest";
import { INVOICE_MESSAGES } from "../../domain/schemas/invoice";
import { del, expectError, get, post, search } from "./support/api";
import { completedTrip } from "./support/billingFactories";
import { buildFacility } from "./support/factories";
import { invoiceTestApp } from "./support/invoiceApi";

const { api, newFacility, invoiceFor, pay } = invoiceTestApp();

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
