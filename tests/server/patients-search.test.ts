import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, expectError, post, search } from "./support/api";
import { buildFacility } from "./support/factories";
import {
  buildInsuranceProvider,
  buildPatient,
} from "./support/patientFactories";
import { expectedOrder } from "./support/sorting";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dataadmin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  dataadmin = (await as(t, "dataadmin")).headers;
});
afterAll(() => t.close());

const ids = (b: { data: Record<string, unknown>[] }) =>
  b.data.map((p) => p.patientId);

/** Every filter, the search term and every sort of POST /patients/search. */
describe("search", () => {
  const tag = "zqpat";
  let rows: Awaited<ReturnType<typeof buildPatient>>[];
  let facilityA: string;
  let providerA: string;
  beforeAll(async () => {
    facilityA = (await buildFacility(t.db)).id;
    const facilityB = (await buildFacility(t.db)).id;
    providerA = (await buildInsuranceProvider(t.db)).id;
    const providerB = (await buildInsuranceProvider(t.db)).id;
    const spec = [
      [
        "Carla",
        "c",
        "1961-03-01",
        facilityA,
        providerA,
        true,
        false,
        "2024-05-02",
      ],
      [
        "Abel",
        "a",
        "1940-07-15",
        facilityB,
        providerB,
        false,
        true,
        "2024-05-03",
      ],
      [
        "Bea",
        "b",
        "1975-11-30",
        facilityA,
        providerB,
        true,
        true,
        "2024-05-01",
      ],
      ["Dov", "b", "1933-01-09", null, null, false, false, "2024-05-04"],
    ] as const;
    rows = [];
    for (const [
      firstName,
      last,
      dob,
      facilityId,
      providerId,
      wc,
      st,
      at,
    ] of spec) {
      rows.push(
        await buildPatient(t.db, {
          firstName,
          lastName: `${tag} ${last}`,
          dateOfBirth: dob,
          facilityId,
          insuranceProviderId: providerId,
          insurancePolicyId: providerId
            ? `POL-${firstName.toUpperCase()}`
            : null,
          phone: `(614) 555-01${rows.length}0`,
          wheelchair: wc,
          stretcher: st,
          createdAt: new Date(at),
        }),
      );
    }
  });
  const find = (body: Record<string, unknown>) =>
    search(t, "/patients", dataadmin, { searchTerm: tag, ...body });
  const idsOf = (...indexes: number[]) => indexes.map((i) => rows[i].id).sort();

  it("filters by facility, insurance provider, wheelchair and stretcher", async () => {
    expect(ids(await find({ facilityId: facilityA })).sort()).toEqual(
      idsOf(0, 2),
    );
    expect(ids(await find({ insuranceProviderId: providerA }))).toEqual(
      idsOf(0),
    );
    expect(ids(await find({ wheelchair: true })).sort()).toEqual(idsOf(0, 2));
    expect(ids(await find({ wheelchair: false })).sort()).toEqual(idsOf(1, 3));
    expect(ids(await find({ stretcher: true })).sort()).toEqual(idsOf(1, 2));
    expect(
      ids(
        await find({
          additionalBooleanFilters: { wheelchair: true, stretcher: true },
        }),
      ),
    ).toEqual(idsOf(2));
  });

  it("searches names, phone and policy number", async () => {
    expect(
      ids(
        await search(t, "/patients", dataadmin, { searchTerm: `BEA ${tag}` }),
      ),
    ).toEqual(idsOf(2));
    expect(ids(await find({ searchTerm: "555-0120" }))).toEqual(idsOf(2));
    expect(ids(await find({ searchTerm: "pol-carla" }))).toEqual(idsOf(0));
  });

  it("sorts by each sortable field both ways, lastName by default", async () => {
    for (const sortBy of [
      "lastName",
      "firstName",
      "dateOfBirth",
      "createdAt",
    ]) {
      for (const sortDescending of [false, true]) {
        const res = await find({ sortBy, sortDescending });
        expect(ids(res), `${sortBy} ${sortDescending}`).toEqual(
          expectedOrder(res.data, sortBy, "patientId", sortDescending),
        );
      }
    }
    const byDefault = await find({});
    expect(byDefault.sortBy).toBe("lastName");
    expect(ids(byDefault)).toEqual(
      expectedOrder(byDefault.data, "lastName", "patientId", false),
    );
    expect(ids(await find({ sortBy: "dateOfBirth" }))).toEqual(
      [3, 1, 0, 2].map((i) => rows[i].id),
    );
  });

  it("400 for an unknown sort or filter, or a filter of the wrong type", async () => {
    const res = await post(
      t,
      "/api/patients/search",
      { sortBy: "phone" },
      dataadmin,
    );
    expectError(
      res,
      400,
      "Cannot sort by phone. Sortable fields: lastName, firstName, dateOfBirth, createdAt.",
    );
    expectError(
      await post(t, "/api/patients/search", { city: "Columbus" }, dataadmin),
      400,
      "Unknown filter: city.",
    );
    expectError(
      await post(t, "/api/patients/search", { wheelchair: "yes" }, dataadmin),
      400,
      "Filter wheelchair expects a boolean value.",
    );
  });
});
