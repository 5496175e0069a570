/** POST /vehicles/search: every filter and every sort, checked against the rows themselves. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIso } from "../../domain/expiry";
import type { Vehicle } from "../../domain/schemas/vehicle";
import type { Headers } from "./support/api";
import { as, expectError, post, search } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { buildVehicle } from "./support/vehicleFactories";

let t: TestApp;
let dataadmin: Headers;
let all: Vehicle[];
const today = todayIso();

beforeAll(async () => {
  t = await buildTestApp();
  dataadmin = (await as(t, "dataadmin")).headers;
  const specs = [
    {
      make: "Ford",
      model: "Transit",
      year: 2019,
      capacity: 8,
      status: "active",
      wheelchairAccessible: true,
      insuranceExpiresOn: addDays(today, 10),
      registrationExpiresOn: addDays(today, 200),
    },
    {
      make: "Ford",
      model: "E-350",
      year: 2016,
      capacity: 4,
      status: "maintenance",
      stretcherCapable: true,
      insuranceExpiresOn: addDays(today, 90),
      registrationExpiresOn: addDays(today, -3),
    },
    {
      make: "Toyota",
      model: "Sienna",
      year: 2022,
      capacity: 6,
      status: "active",
      wheelchairAccessible: true,
      stretcherCapable: true,
      insuranceExpiresOn: addDays(today, 400),
      registrationExpiresOn: addDays(today, 30),
    },
    {
      make: "Dodge",
      model: "Caravan",
      year: 2019,
      capacity: 5,
      status: "retired",
      insuranceExpiresOn: null,
      registrationExpiresOn: null,
    },
    {
      make: "Mercedes",
      model: "Sprinter",
      year: 2024,
      capacity: 12,
      status: "active",
      wheelchairAccessible: true,
      insuranceExpiresOn: addDays(today, 31),
      registrationExpiresOn: addDays(today, 365),
    },
    {
      make: "Toyota",
      model: "Hiace",
      year: 2020,
      capacity: 12,
      status: "maintenance",
      insuranceExpiresOn: addDays(today, 5),
      registrationExpiresOn: null,
    },
  ];
  for (const [i, spec] of specs.entries())
    await buildVehicle(t.db, {
      licensePlate: `S-${1000 + ((i * 7) % 6)}`,
      // Set, not left to the clock: rows inserted within one millisecond tie in the API's
      // millisecond timestamps while the database still orders them by microseconds.
      createdAt: new Date(Date.UTC(2024, 0, 10 - i)),
      ...spec,
    });
  all = (await search<Vehicle>(t, "/vehicles", dataadmin, { pageSize: 100 }))
    .data;
});
afterAll(() => t.close());

const ids = (rows: Vehicle[]) => rows.map((v) => v.vehicleId).sort();

async function expectFilter(
  filter: Record<string, unknown>,
  predicate: (v: Vehicle) => boolean,
) {
  const expected = ids(all.filter(predicate));
  // Each filter must keep some rows and drop others, or it proves nothing.
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(all.length);
  const page = await search<Vehicle>(t, "/vehicles", dataadmin, {
    pageSize: 100,
    ...filter,
  });
  expect(ids(page.data)).toEqual(expected);
  expect(page.total).toBe(expected.length);
}

describe("filters", () => {
  it("status", () =>
    expectFilter({ status: "maintenance" }, (v) => v.status === "maintenance"));
  it("wheelchairAccessible", () =>
    expectFilter(
      { wheelchairAccessible: true },
      (v) => v.wheelchairAccessible,
    ));
  it("stretcherCapable (also as an additional boolean filter)", async () => {
    await expectFilter({ stretcherCapable: true }, (v) => v.stretcherCapable);
    await expectFilter(
      { additionalBooleanFilters: { stretcherCapable: false } },
      (v) => !v.stretcherCapable,
    );
  });
  it("make", () =>
    expectFilter({ make: "Toyota" }, (v) => v.make === "Toyota"));
  it("year", () => expectFilter({ year: 2019 }, (v) => v.year === 2019));
  it("minCapacity", () =>
    expectFilter({ minCapacity: 8 }, (v) => v.capacity >= 8));
  it("expiringWithinDays: insurance or registration on or before today + N", async () => {
    const within = (n: number) => (v: Vehicle) => {
      const limit = addDays(today, n);
      return [v.insuranceExpiresOn, v.registrationExpiresOn].some(
        (d) => d !== null && d <= limit,
      );
    };
    await expectFilter({ expiringWithinDays: 30 }, within(30));
    await expectFilter({ expiringWithinDays: 0 }, within(0));
    await expectFilter(
      { additionalNumericFilters: { expiringWithinDays: 7 } },
      within(7),
    );
  });
  it("array filter on status", () =>
    expectFilter(
      { additionalArrayFilters: { status: ["active", "retired"] } },
      (v) => v.status !== "maintenance",
    ));
  it("search term over plate, VIN, make, model and year", async () => {
    await expectFilter({ searchTerm: "sprint" }, (v) => v.model === "Sprinter");
    await expectFilter(
      { searchTerm: "s-1003" },
      (v) => v.licensePlate === "S-1003",
    );
    const vin = all[2].vin;
    await expectFilter({ searchTerm: vin.toLowerCase() }, (v) => v.vin === vin);
  });
  it("400 for an unknown filter or a value of the wrong type", async () => {
    expectError(
      await post(t, "/api/vehicles/search", { colour: "red" }, dataadmin),
      400,
      "Unknown filter: colour.",
    );
    expectError(
      await post(t, "/api/vehicles/search", { minCapacity: "8" }, dataadmin),
      400,
      "Filter minCapacity expects a number value.",
    );
  });
});

/** Ascending order as PostgreSQL gives it: nulls last, ties by id; descending is the reverse. */
function expectedOrder(field: keyof Vehicle, descending: boolean): string[] {
  const key = (v: Vehicle) => v[field] as string | number | null;
  const sorted = [...all].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -1 : 1;
    }
    return a.vehicleId < b.vehicleId ? -1 : 1;
  });
  if (descending) sorted.reverse();
  return sorted.map((v) => v.vehicleId);
}

describe("sorting", () => {
  const fields = [
    "licensePlate",
    "make",
    "year",
    "capacity",
    "status",
    "insuranceExpiresOn",
    "registrationExpiresOn",
    "createdAt",
  ] as const;
  for (const field of fields) {
    for (const descending of [false, true]) {
      it(`${field} ${descending ? "descending" : "ascending"}`, async () => {
        const page = await search<Vehicle>(t, "/vehicles", dataadmin, {
          pageSize: 100,
          sortBy: field,
          sortDescending: descending,
        });
        expect(page.sortBy).toBe(field);
        expect(page.data.map((v) => v.vehicleId)).toEqual(
          expectedOrder(field, descending),
        );
      });
    }
  }

  it("defaults to licensePlate and pages with exact flags", async () => {
    const first = await search<Vehicle>(t, "/vehicles", dataadmin, {
      pageSize: 4,
    });
    expect(first.sortBy).toBe("licensePlate");
    expect(first).toMatchObject({ total: 6, hasNextPage: true, totalPages: 2 });
    const second = await search<Vehicle>(t, "/vehicles", dataadmin, {
      pageSize: 4,
      pageNumber: 2,
    });
    expect(second).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect([...first.data, ...second.data].map((v) => v.vehicleId)).toEqual(
      expectedOrder("licensePlate", false),
    );
  });

  it("400 for a column that is not sortable", async () => {
    expectError(
      await post(t, "/api/vehicles/search", { sortBy: "vin" }, dataadmin),
      400,
      "Cannot sort by vin. Sortable fields: licensePlate, make, year, capacity, status, insuranceExpiresOn, registrationExpiresOn, createdAt.",
    );
  });
});
