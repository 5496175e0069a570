/** Insurance providers: every filter, the search term and every sort. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, expectError, post, search } from "./support/api";
import { buildInsuranceProvider } from "./support/facilityFactories";
import { expectedOrder } from "./support/sorting";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dataadmin: Headers;
const tag = "ipsrch";
let a: { id: string };
let b: { id: string };
let c: { id: string };
beforeAll(async () => {
  t = await buildTestApp();
  dataadmin = (await as(t, "dataadmin")).headers;
  a = await buildInsuranceProvider(t.db, {
    name: `${tag} Cigna`,
    payerId: "62308",
    state: "TN",
    createdAt: new Date("2024-02-02"),
  });
  b = await buildInsuranceProvider(t.db, {
    name: `${tag} Aetna`,
    payerId: "60054",
    state: "OH",
    active: false,
    createdAt: new Date("2024-02-03"),
  });
  c = await buildInsuranceProvider(t.db, {
    name: `${tag} Buckeye`,
    payerId: "BKEYE",
    state: "OH",
    createdAt: new Date("2024-02-01"),
  });
});
afterAll(() => t.close());

const find = async (body: Record<string, unknown>) =>
  (
    await search(t, "/insurance-providers", dataadmin, {
      searchTerm: tag,
      ...body,
    })
  ).data.map((p) => p.insuranceProviderId);

describe("search", () => {
  it("finds by name or payer id, name ascending by default", async () => {
    expect(await find({})).toEqual([b.id, c.id, a.id]);
    expect(await find({ searchTerm: "bkeye" })).toEqual([c.id]);
    expect(await find({ searchTerm: `${tag} aet` })).toEqual([b.id]);
  });

  it("filters by active and state (any case), and both", async () => {
    expect(await find({ active: true })).toEqual([c.id, a.id]);
    expect(await find({ active: false })).toEqual([b.id]);
    expect(await find({ state: "oh" })).toEqual([b.id, c.id]);
    expect(await find({ state: "OH", active: true })).toEqual([c.id]);
    expect(await find({ state: "CA" })).toEqual([]);
    expectError(
      await post(
        t,
        "/api/insurance-providers/search",
        { region: "x" },
        dataadmin,
      ),
      400,
      "Unknown filter: region.",
    );
  });

  it("sorts by name, payerId and createdAt, both ways", async () => {
    for (const sortBy of ["name", "payerId", "createdAt"]) {
      for (const sortDescending of [false, true]) {
        const res = await search(t, "/insurance-providers", dataadmin, {
          searchTerm: tag,
          sortBy,
          sortDescending,
        });
        expect(res.data).toHaveLength(3);
        expect(res.data.map((p) => p.insuranceProviderId)).toEqual(
          expectedOrder(
            res.data,
            sortBy,
            "insuranceProviderId",
            sortDescending,
          ),
        );
      }
    }
    expect(await find({ sortBy: "payerId" })).toEqual([b.id, a.id, c.id]);
    expect(await find({ sortBy: "createdAt" })).toEqual([c.id, a.id, b.id]);
  });
});
