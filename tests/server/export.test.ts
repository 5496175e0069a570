/**
 * POST {prefix}/export (server/crud/exportRoute.ts), exercised on patients: the search's access,
 * scoping, filters and order, streamed as CSV in keyset batches, formula cells neutralised.
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patients } from "../../server/db/schema";
import { exportBatches } from "../../server/crud/exportQuery";
import { searchQuery } from "../../server/crud/search";
import type { SearchPlan } from "../../server/crud/search";
import type { Headers } from "./support/api";
import { as, expectError, post, search } from "./support/api";
import { csvRecords } from "./support/csv";
import { buildFacility } from "./support/factories";
import { buildDriver } from "./support/driverFactories";
import { buildPatient } from "./support/patientFactories";
import { insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let facilityA: string;
let facilityB: string;
let admin: Headers;
let nurse: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  facilityA = (await buildFacility(t.db)).id;
  facilityB = (await buildFacility(t.db)).id;
  admin = (await as(t, "dataadmin")).headers;
  nurse = (await as(t, "nurse", { facilityId: facilityA })).headers;
});
afterAll(() => t.close());

const records = csvRecords;

const exportPatients = (body: Record<string, unknown>, headers?: Headers) =>
  post(t, "/api/patients/export", body, headers);

describe("POST /patients/export", () => {
  it("401 without a session, 403 for a role that may not read patients", async () => {
    expectError(await exportPatients({}), 401);
    const { headers } = await as(t, "driver");
    expectError(await exportPatients({}, headers), 403);
  });

  it("a nurse exports only her facility's patients, whatever facilityId she sends", async () => {
    const mine = await buildPatient(t.db, { facilityId: facilityA });
    const theirs = await buildPatient(t.db, { facilityId: facilityB });
    // The file names no ids (as the screens' exporter): patients are told apart by their unique names.
    const names = records(await exportPatients({}, nurse)).map(
      (r) => r.lastName,
    );
    expect(names).toContain(mine.lastName);
    expect(names).not.toContain(theirs.lastName);
    expect(
      records(await exportPatients({ facilityId: facilityB }, nurse)),
    ).toEqual([]);
  });

  it("applies the search's filters, search term and order, and ignores paging", async () => {
    const f = (await buildFacility(t.db)).id;
    for (const [lastName, wheelchair] of [
      ["Zed Export", true],
      ["Amos Export", true],
      ["Mid Export", false],
    ] as const)
      await buildPatient(t.db, { facilityId: f, lastName, wheelchair });
    const body = {
      facilityId: f,
      additionalBooleanFilters: { wheelchair: true },
      sortBy: "lastName",
      sortDescending: true,
      pageNumber: 2,
      pageSize: 1,
    };
    const rows = records(await exportPatients(body, admin));
    expect(rows.map((r) => r.lastName)).toEqual(["Zed Export", "Amos Export"]);
    expect(rows[0].wheelchair).toBe("Yes");
    const page = await search(t, "/patients", admin, { ...body, pageNumber: 1, pageSize: 10 }); // prettier-ignore
    expect(rows.map((r) => r.lastName)).toEqual(
      page.data.map((p) => p.lastName),
    );
    expect(
      records(await exportPatients({ facilityId: f, searchTerm: "amos" }, admin)).map((r) => r.lastName),
    ).toEqual(["Amos Export"]); // prettier-ignore
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const f = (await buildFacility(t.db)).id;
    await buildPatient(t.db, {
      facilityId: f,
      lastName: '=HYPERLINK("http://evil.example","x")',
      firstName: "@SUM(A1)",
      notes: "-2+3",
    });
    const [row] = records(await exportPatients({ facilityId: f }, admin));
    expect(row.lastName).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(row.firstName).toBe("'@SUM(A1)");
    expect(row.notes).toBe("'-2+3");
  });

  it("400 for an unknown sort field or filter, before any row is sent", async () => {
    expectError(
      await exportPatients({ sortBy: "ssn" }, admin),
      400,
      "Cannot sort by ssn. Sortable fields: lastName, firstName, dateOfBirth, createdAt.",
    );
    expectError(
      await exportPatients({ shoeSize: 9 }, admin),
      400,
      "Unknown filter: shoeSize.",
    );
  });

  // Slow (about 2 s): 2,500 patients, so the export spans three batches of 1,000.
  it("streams every matching row across batches, in the search's order", async () => {
    const f = (await buildFacility(t.db)).id;
    await t.db.execute(sql`
      insert into patients (first_name, last_name, date_of_birth, facility_id)
      select 'Bulk', 'Row ' || (g % 97), date '1950-01-01' + g, ${f}
      from generate_series(1, 2500) g`);
    const rows = records(
      await exportPatients({ facilityId: f, sortBy: "lastName" }, admin),
    );
    expect(rows).toHaveLength(2500);
    // Each row's date of birth is unique here, so it stands for the row.
    const expected = await t.db
      .select({ dateOfBirth: patients.dateOfBirth })
      .from(patients)
      .where(eq(patients.facilityId, f))
      .orderBy(asc(patients.lastName), asc(patients.id));
    expect(rows.map((r) => r.dateOfBirth)).toEqual(
      expected.map((e) => e.dateOfBirth),
    );
  });
});

describe("POST /trips/export", () => {
  it("a driver exports only their own trips, with no dispatcher's notes column; a nurse her facility's", async () => {
    const { user, headers } = await as(t, "driver");
    const me = await buildDriver(t.db, { userId: user.id });
    const other = await buildDriver(t.db);
    // The file names no ids: trips are told apart by their requester.
    await insertTrip(t.db, {
      driverId: me.id,
      requesterName: "Mine Requester",
      dispatcherNotes: "Gate code 4411",
    });
    await insertTrip(t.db, { driverId: other.id, requesterName: "Other" });
    const res = await post(t, "/api/trips/export", {}, headers);
    const rows = records(res);
    expect(rows.map((r) => r.requesterName)).toEqual(["Mine Requester"]);
    expect(res.body).not.toContain("Gate code 4411");
    expect(Object.keys(rows[0])).not.toContain("dispatcherNotes");

    await insertTrip(t.db, { facilityId: facilityA, requesterName: "Ours" });
    await insertTrip(t.db, { facilityId: facilityB, requesterName: "Theirs" });
    const theirs = records(await post(t, "/api/trips/export", { additionalStringFilters: { facilityId: facilityB } }, nurse)); // prettier-ignore
    expect(theirs).toEqual([]);
    expect(records(await post(t, "/api/trips/export", {}, nurse)).map((r) => r.requesterName)).toEqual(["Ours"]); // prettier-ignore
  });
});

describe("export batches (keyset)", () => {
  it("walks a nullable column both ways without repeating or skipping, small batches", async () => {
    const f = (await buildFacility(t.db)).id;
    for (let i = 0; i < 23; i++)
      await buildPatient(t.db, {
        facilityId: f,
        phone: i % 4 === 0 ? null : `(614) 555-${String(i % 6).padStart(4, "0")}`,
      }); // prettier-ignore
    const plan: SearchPlan = {
      table: patients,
      idColumn: patients.id,
      sortable: { phone: patients.phone, createdAt: patients.createdAt },
      defaultSort: "phone",
      filters: { facilityId: { kind: "uuid", column: patients.facilityId } },
    };
    for (const sortBy of ["phone", "createdAt"] as const)
      for (const descending of [false, true]) {
        const query = searchQuery(plan, {
          pageNumber: 1,
          pageSize: 10,
          sortBy,
          sortDescending: descending,
          facilityId: f,
        });
        const got: string[] = [];
        for await (const batch of exportBatches<{ id: string }>(t.db, plan, query, 4))
          got.push(...batch.map((r) => r.id)); // prettier-ignore
        const dir = descending ? desc : asc;
        const expected = await t.db
          .select({ id: patients.id })
          .from(patients)
          .where(eq(patients.facilityId, f))
          .orderBy(dir(plan.sortable[sortBy]), dir(patients.id));
        expect(got, `${sortBy} ${descending}`).toEqual(
          expected.map((e) => e.id),
        );
      }
  });
});
