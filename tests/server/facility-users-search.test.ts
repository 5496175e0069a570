/** Facility users: every filter, the search term and every sort. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, expectError, post, search } from "./support/api";
import { buildFacility, buildUser } from "./support/factories";
import { expectedOrder } from "./support/sorting";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let sysadmin: Headers;
const tag = "fusrch";
let f1: { id: string };
let f2: { id: string };
let ann: { id: string };
let bob: { id: string };
let cat: { id: string };
beforeAll(async () => {
  t = await buildTestApp();
  sysadmin = (await as(t, "systemadmin")).headers;
  f1 = await buildFacility(t.db);
  f2 = await buildFacility(t.db);
  ann = await buildUser(t.db, {
    role: "nurse",
    facilityId: f1.id,
    firstName: "Ann",
    lastName: `${tag} Carter`,
    email: `zed-${tag}@example.test`,
    createdAt: new Date("2024-03-02"),
  });
  bob = await buildUser(t.db, {
    role: "facilityadmin",
    facilityId: f1.id,
    firstName: "Bob",
    lastName: `${tag} Adams`,
    email: `amy-${tag}@example.test`,
    active: false,
    createdAt: new Date("2024-03-03"),
  });
  cat = await buildUser(t.db, {
    role: "nurse",
    facilityId: f2.id,
    firstName: "Cat",
    lastName: `${tag} Baker`,
    email: `moe-${tag}@example.test`,
    createdAt: new Date("2024-03-01"),
  });
  // Not facility users: never in these results.
  await buildUser(t.db, {
    role: "customer",
    facilityId: f1.id,
    lastName: `${tag} Cust`,
  });
  await buildUser(t.db, { role: "nurse", lastName: `${tag} Nofac` });
});
afterAll(() => t.close());

const find = async (body: Record<string, unknown>) =>
  (
    await search(t, "/facility-users", sysadmin, { searchTerm: tag, ...body })
  ).data.map((u) => u.facilityUserId);

describe("search", () => {
  it("finds by search term, lastName ascending by default", async () => {
    expect(await find({})).toEqual([bob.id, cat.id, ann.id]);
    expect(await find({ searchTerm: `ann ${tag}` })).toEqual([ann.id]);
    expect(await find({ searchTerm: "amy-" })).toEqual([bob.id]);
  });

  it("filters by roleCode, active, facilityId, and together", async () => {
    expect(await find({ roleCode: "nurse" })).toEqual([cat.id, ann.id]);
    expect(await find({ roleCode: "facilityadmin" })).toEqual([bob.id]);
    expect(await find({ roleCode: "customer" })).toEqual([]);
    expect(await find({ active: false })).toEqual([bob.id]);
    expect(await find({ active: true })).toEqual([cat.id, ann.id]);
    expect(await find({ facilityId: f2.id })).toEqual([cat.id]);
    expect(
      await find({ facilityId: f1.id, roleCode: "nurse", active: true }),
    ).toEqual([ann.id]);
    expect(
      await find({
        additionalArrayFilters: { facilityUserId: [ann.id, cat.id] },
      }),
    ).toEqual([cat.id, ann.id]);
    expectError(
      await post(t, "/api/facility-users/search", { active: "yes" }, sysadmin),
      400,
      "Filter active expects a boolean value.",
    );
  });

  it("sorts by lastName, firstName, email and createdAt, both ways", async () => {
    for (const sortBy of ["lastName", "firstName", "email", "createdAt"]) {
      for (const sortDescending of [false, true]) {
        const res = await search(t, "/facility-users", sysadmin, {
          searchTerm: tag,
          sortBy,
          sortDescending,
        });
        expect(res.data).toHaveLength(3);
        expect(res.data.map((u) => u.facilityUserId)).toEqual(
          expectedOrder(res.data, sortBy, "facilityUserId", sortDescending),
        );
      }
    }
    expect(await find({ sortBy: "email" })).toEqual([bob.id, cat.id, ann.id]);
    expect(await find({ sortBy: "createdAt", sortDescending: true })).toEqual([
      bob.id,
      ann.id,
      cat.id,
    ]);
    expectError(
      await post(
        t,
        "/api/facility-users/search",
        { sortBy: "roleCode" },
        sysadmin,
      ),
      400,
      "Cannot sort by roleCode. Sortable fields: lastName, firstName, email, createdAt.",
    );
  });
});
