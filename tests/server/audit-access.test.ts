/**
 * The access record's bulk disclosures (issue 21, HIPAA 164.312(b)): searches of patients and trips,
 * every export, an invoice's ledger, PDF and 837P claim, a trip document's content, a trip's
 * positions, a driver's manifest, and refused attempts on someone else's patient or trip are each
 * one activity row with who, from where, the filters by name and the number of rows, never a
 * filter's value. The activity list's filter of them: tests/server/audit.test.ts.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, tripPositions } from "../../server/db/schema";
import type { Headers, Res } from "./support/api";
import { as } from "./support/api";
import {
  completedTrip,
  priceForBilling,
  SERVICE_DAY,
} from "./support/billingFactories";
import { buildDriver } from "./support/driverFactories";
import { buildFacility } from "./support/factories";
import { buildInsuranceProvider } from "./support/facilityFactories";
import { buildPatient } from "./support/patientFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { insertTrip } from "./support/tripFactories";
import { multipartBody, PDF_BYTES } from "./support/vehicleFactories";

const ADDRESS = "198.51.100.23";
let t: TestApp;
let nurse: { user: { id: string }; headers: Headers };
let dispatch: { user: { id: string }; headers: Headers };
let facilityId: string;

beforeAll(async () => {
  t = await buildTestApp();
  facilityId = (await buildFacility(t.db)).id;
  nurse = await as(t, "nurse", { facilityId });
  dispatch = await as(t, "dataadmin");
});
afterAll(() => t.close());

/** A call from ADDRESS, so the row's address is provably the caller's. */
async function send(
  method: "GET" | "POST",
  url: string,
  headers: Headers,
  payload?: unknown,
): Promise<Res> {
  const res = await t.app.inject({
    method,
    url,
    headers,
    payload: payload as never,
    remoteAddress: ADDRESS,
  });
  await t.app.background.idle();
  return res;
}

/** The newest activity row of this actor and action. */
async function latest(actorUserId: string, action: string) {
  const [row] = await t.db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.actorUserId, actorUserId),
        eq(activities.action, action),
      ),
    )
    .orderBy(desc(activities.createdAt))
    .limit(1);
  expect(row, `a "${action}" row`).toBeDefined();
  expect(row).toMatchObject({ actorUserId, ipAddress: ADDRESS, changes: [] });
  return row;
}

describe("searches", () => {
  it("records a patient search: who, from where, the filters by name and the rows, not the term", async () => {
    await buildPatient(t.db, { facilityId, lastName: "Quasimodo" });
    const res = await send("POST", "/api/patients/search", nurse.headers, {
      searchTerm: "quasimodo",
      additionalStringFilters: { facilityId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await latest(nurse.user.id, "search");
    expect(row).toMatchObject({ modelType: "patient", modelId: null });
    expect(row.note).toBe("1 rows; filters: facilityId, searchTerm");
    expect(JSON.stringify(row)).not.toMatch(/quasimodo/i);
  });

  it("records a trip search with the number of rows on the page", async () => {
    await insertTrip(t.db, { facilityId });
    await insertTrip(t.db, { facilityId });
    const res = await send("POST", "/api/trips/search", nurse.headers, {
      pageSize: 1,
      additionalArrayFilters: { tripStatuses: ["pending", "confirmed"] },
      dateFilterRequest: { fromDate: "2000-01-01" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await latest(nurse.user.id, "search");
    expect(row).toMatchObject({ modelType: "trip", modelId: null });
    expect(row.note).toBe("1 rows; filters: fromDate, tripStatuses");
  });
});

describe("exports", () => {
  it("records the export of a list that is not patient data too (every export)", async () => {
    const res = await send("POST", "/api/users/export", dispatch.headers, {
      searchTerm: "someone@example.org",
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await latest(dispatch.user.id, "export");
    expect(row).toMatchObject({ modelType: "user", modelId: null });
    expect(row.note).toMatch(/^\d+ rows; filters: searchTerm$/);
    expect(JSON.stringify(row)).not.toContain("someone@example.org");
  });
});

describe("an invoice's documents", () => {
  let invoiceId: string;
  beforeAll(async () => {
    await priceForBilling(t.db);
    const insurer = await buildInsuranceProvider(t.db, { payerId: "MCDOH" });
    const patient = await buildPatient(t.db, {
      insuranceProviderId: insurer.id,
      insurancePolicyId: "MCD42",
    });
    const insured = {
      patientId: patient.id,
      payorType: "insurance",
      insuranceProviderId: insurer.id,
      insurancePolicyId: "MCD42",
    };
    await completedTrip(t.db, insured);
    await completedTrip(t.db, insured);
    const created = await send(
      "POST",
      "/api/invoices/generate",
      dispatch.headers,
      {
        insuranceProviderId: insurer.id,
        fromDate: SERVICE_DAY,
        toDate: SERVICE_DAY,
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    invoiceId = created.json().data.invoiceId;
  });

  it.each([
    ["ledger", "read", /^ledger; \d+ lines, 2 trips$/],
    ["pdf", "download", /^PDF; \d+ lines, 2 trips$/],
    ["claim-837p", "download", /^837P claim; \d+ lines, 2 trips$/],
  ])(
    "records the %s: the invoice, the kind and its rows",
    async (path, action, note) => {
      const res = await send(
        "GET",
        `/api/invoices/${invoiceId}/${path}`,
        dispatch.headers,
      );
      expect(res.statusCode).toBe(200);
      const row = await latest(dispatch.user.id, action);
      expect(row).toMatchObject({ modelType: "invoice", modelId: invoiceId });
      expect(row.note).toMatch(note);
    },
  );
});

describe("a trip's document, positions and manifest", () => {
  it("records the content of a trip document under its trip, never the file's name", async () => {
    const trip = await insertTrip(t.db, { facilityId });
    const body = await multipartBody(
      { tripId: trip.id, documentType: "receipt" },
      {
        name: "Quasimodo receipt.pdf",
        type: "application/pdf",
        bytes: PDF_BYTES,
      },
    );
    const uploaded = await send("POST", "/api/trips/documents/upload", { ...dispatch.headers, "content-type": body.contentType }, body.payload); // prettier-ignore
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = uploaded.json().data.tripDocumentId as string;
    const res = await send(
      "GET",
      `/api/trips/documents/${documentId}/content`,
      nurse.headers,
    );
    expect(res.statusCode).toBe(200);
    const row = await latest(nurse.user.id, "download");
    expect(row).toMatchObject({ modelType: "trip", modelId: trip.id });
    expect(row.note).toBe(`trip document ${documentId}; receipt`);
  });

  it("records a search of a trip's positions with its rows and filter names", async () => {
    const driverUser = await as(t, "driver");
    const driver = await buildDriver(t.db, { userId: driverUser.user.id });
    const trip = await insertTrip(t.db, { facilityId, driverId: driver.id });
    await t.db.insert(tripPositions).values(
      [1, 2, 3].map((i) => ({
        tripId: trip.id,
        driverId: driver.id,
        latitude: 39.96 + i / 1000,
        longitude: -83,
        accuracy: 5,
        recordedAt: new Date(Date.now() - i * 60_000),
      })),
    );
    const since = new Date(Date.now() - 150_000).toISOString();
    const res = await send(
      "POST",
      `/api/trips/${trip.id}/positions/search`,
      nurse.headers,
      { since },
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await latest(nurse.user.id, "search");
    expect(row).toMatchObject({ modelType: "trip", modelId: trip.id });
    expect(row.note).toBe("positions; 2 rows; filters: since");
    expect(row.note).not.toContain(since);
  });

  it("records a read of a driver's manifest with its rows", async () => {
    const driver = await buildDriver(t.db);
    await insertTrip(t.db, {
      driverId: driver.id,
      pickUpDatetime: new Date("2026-03-10T14:00:00Z"),
    });
    const res = await send("POST", "/api/manifests/day", dispatch.headers, {
      serviceDate: "2026-03-10",
      driverId: driver.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await latest(dispatch.user.id, "read");
    expect(row).toMatchObject({ modelType: "manifest", modelId: null });
    expect(row.note).toBe("1 rows; filters: driverId, serviceDate");
  });
});

describe("refused attempts", () => {
  /** The call is refused with `status`, and the refusal is the actor's newest "refused" row. */
  async function expectRefused(
    actor: { user: { id: string }; headers: Headers },
    [method, url]: ["GET" | "POST", string],
    status: number,
    expected: { modelType: string; modelId: string | null; note: string },
  ) {
    const res = await send(method, url, actor.headers, method === "POST" ? {} : undefined); // prettier-ignore
    expect(res.statusCode, url).toBe(status);
    expect(await latest(actor.user.id, "refused")).toMatchObject(expected);
  }

  it("records a 404 on another facility's patient and trip, and a 403 without the privilege", async () => {
    const elsewhere = (await buildFacility(t.db)).id;
    const patient = await buildPatient(t.db, { facilityId: elsewhere });
    const trip = await insertTrip(t.db, { facilityId: elsewhere });
    await expectRefused(nurse, ["GET", `/api/patients/${patient.id}`], 404, {
      modelType: "patient",
      modelId: patient.id,
      note: "404 GET /api/patients/:id",
    });
    await expectRefused(nurse, ["GET", `/api/trips/${trip.id}`], 404, {
      modelType: "trip",
      modelId: trip.id,
      note: "404 GET /api/trips/:id",
    });
    const positions = `/api/trips/${trip.id}/positions/search`;
    await expectRefused(nurse, ["POST", positions], 404, {
      modelType: "trip",
      modelId: trip.id,
      note: "404 POST /api/trips/:id/positions/search",
    });
    const driver = await as(t, "driver");
    await expectRefused(driver, ["POST", "/api/patients/search"], 403, {
      modelType: "patient",
      modelId: null,
      note: "403 POST /api/patients/search",
    });
    await expectRefused(
      await as(t, []),
      ["GET", `/api/trips/${trip.id}`],
      403,
      {
        modelType: "trip",
        modelId: trip.id,
        note: "403 GET /api/trips/:id",
      },
    );
  });
});
