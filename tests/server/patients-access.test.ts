import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patients } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import { buildFacility } from "./support/factories";
import { buildPatient, patientBody } from "./support/patientFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ids = (b: { data: Record<string, unknown>[] }) =>
  b.data.map((p) => p.patientId);
const OWN_FACILITY_ONLY = "You can only manage patients of your own facility.";

describe("who may do what", () => {
  it("401 without a session", async () => {
    const id = randomUUID();
    for (const res of [
      await get(t, `/api/patients/${id}`),
      await post(t, "/api/patients/search", {}),
      await post(t, "/api/patients", patientBody()),
      await del(t, `/api/patients/${id}`),
    ])
      expectError(res, 401);
  });

  // A customer (request-trips) reaches the patients they book for: tests/server/trips-access.test.ts.
  it.each(["driver"] as const)("403 for a %s, even to read", async (role) => {
    const { headers } = await as(t, role);
    const p = await buildPatient(t.db);
    expectError(await post(t, "/api/patients/search", {}, headers), 403);
    expectError(await get(t, `/api/patients/${p.id}`, headers), 403);
    expectError(await post(t, "/api/patients", patientBody(), headers), 403);
    expectError(await del(t, `/api/patients/${p.id}`, headers), 403);
  });

  it.each(["dataadmin", "systemadmin"] as const)(
    "a %s manages patients of any facility and of none",
    async (role) => {
      const { headers } = await as(t, role);
      const f = await buildFacility(t.db);
      const other = await buildPatient(t.db, { facilityId: f.id });
      const res = await post(
        t,
        "/api/patients",
        patientBody({ facilityId: f.id }),
        headers,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.facilityId).toBe(f.id);
      const none = await post(t, "/api/patients", patientBody(), headers);
      expect(none.json().data.facilityId).toBeNull();
      expect(
        ids(await search(t, "/patients", headers, { facilityId: f.id })).sort(),
      ).toEqual([other.id, res.json().data.patientId].sort());
      expect(
        (await del(t, `/api/patients/${other.id}`, headers)).statusCode,
      ).toBe(200);
    },
  );
});

describe.each(["nurse", "facilityadmin"] as const)(
  "facility scoping (§6) for a %s",
  (role) => {
    let facilityA: string;
    let facilityB: string;
    let headers: Headers;
    let mineId: string;
    let theirsId: string;
    let unassignedId: string;
    beforeAll(async () => {
      facilityA = (await buildFacility(t.db)).id;
      facilityB = (await buildFacility(t.db)).id;
      headers = (await as(t, role, { facilityId: facilityA })).headers;
      mineId = (await buildPatient(t.db, { facilityId: facilityA })).id;
      theirsId = (await buildPatient(t.db, { facilityId: facilityB })).id;
      unassignedId = (await buildPatient(t.db)).id;
    });

    it("sees only facility A's patients", async () => {
      const all = await search(t, "/patients", headers, { pageSize: 1000 });
      expect(ids(all)).toEqual([mineId]);
      expect(all.total).toBe(1);
      expect(
        ids(await search(t, "/patients", headers, { facilityId: facilityB })),
      ).toEqual([]);
      expect(
        (await get(t, `/api/patients/${mineId}`, headers)).json().data
          .patientId,
      ).toBe(mineId);
    });

    it("gets 404 for another facility's patient or one without a facility, and changes nothing", async () => {
      for (const id of [theirsId, unassignedId]) {
        expectError(
          await get(t, `/api/patients/${id}`, headers),
          404,
          "Patient not found.",
        );
        expectError(
          await post(
            t,
            "/api/patients",
            patientBody({ patientId: id, facilityId: facilityA }),
            headers,
          ),
          404,
          "Patient not found.",
        );
        expectError(
          await del(t, `/api/patients/${id}`, headers),
          404,
          "Patient not found.",
        );
      }
      const [still] = await t.db
        .select()
        .from(patients)
        .where(eq(patients.id, theirsId));
      expect(still.facilityId).toBe(facilityB);
    });

    it("403 creating or moving a patient into facility B", async () => {
      expectError(
        await post(
          t,
          "/api/patients",
          patientBody({ facilityId: facilityB }),
          headers,
        ),
        403,
        OWN_FACILITY_ONLY,
      );
      expectError(
        await post(
          t,
          "/api/patients",
          patientBody({ patientId: mineId, facilityId: facilityB }),
          headers,
        ),
        403,
        OWN_FACILITY_ONLY,
      );
    });

    it("a patient created or updated without a facility gets facility A", async () => {
      const created = await post(t, "/api/patients", patientBody(), headers);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.facilityId).toBe(facilityA);
      const updated = await post(
        t,
        "/api/patients",
        patientBody({ patientId: mineId, facilityId: null }),
        headers,
      );
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data.facilityId).toBe(facilityA);
      const deleted = await del(
        t,
        `/api/patients/${created.json().data.patientId}`,
        headers,
      );
      expect(deleted.statusCode).toBe(200);
    });
  },
);

describe("a facility user without a facility", () => {
  it("sees no patients and cannot add one", async () => {
    await buildPatient(t.db, { facilityId: (await buildFacility(t.db)).id });
    const { headers } = await as(t, "nurse");
    expect(await search(t, "/patients", headers, {})).toMatchObject({
      data: [],
      total: 0,
    });
    expectError(
      await post(t, "/api/patients", patientBody(), headers),
      403,
      "Your account is not linked to a facility, so it cannot add patients.",
    );
  });
});
