/**
 * The invoice test files' shared set-up: one app with the billing price list, a data admin and a
 * nurse, and the calls they make (generate, the ledger, a payment).
 */
import { afterAll, beforeAll, expect } from "vitest";
import type { Headers } from "./api";
import { as, get, post } from "./api";
import { priceForBilling, SERVICE_DAY } from "./billingFactories";
import { buildFacility } from "./factories";
import type { TestApp } from "./testApp";
import { buildTestApp } from "./testApp";

export interface InvoiceApi {
  t: TestApp;
  dataadmin: Headers;
  nurse: Headers;
}

/** Registers the file's beforeAll/afterAll; the fields are set once beforeAll has run. */
export function invoiceTestApp() {
  const api = {} as InvoiceApi;
  beforeAll(async () => {
    api.t = await buildTestApp();
    api.dataadmin = (await as(api.t, "dataadmin")).headers;
    api.nurse = (await as(api.t, "nurse")).headers;
    await priceForBilling(api.t.db);
  });
  afterAll(() => api.t.close());

  const period = { fromDate: SERVICE_DAY, toDate: SERVICE_DAY };
  const newFacility = () =>
    buildFacility(api.t.db, { billingContactEmail: "ap@care.example.org" });
  const generate = (body: Record<string, unknown>, headers = api.dataadmin) =>
    post(api.t, "/api/invoices/generate", body, headers);
  async function invoiceFor(facilityId: string) {
    const res = await generate({ facilityId, ...period });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Record<string, unknown> & { invoiceId: string };
  }
  const ledger = async (id: string) =>
    (await get(api.t, `/api/invoices/${id}/ledger`, api.dataadmin)).json().data;
  const pay = (id: string, amountCents: number, headers = api.dataadmin) =>
    post(
      api.t,
      `/api/invoices/${id}/payments`,
      {
        amountCents,
        method: "check",
        reference: "CHK 1001",
        receivedAt: "2026-04-02T15:00:00Z",
      },
      headers,
    );
  return { api, period, newFacility, generate, invoiceFor, ledger, pay };
}
