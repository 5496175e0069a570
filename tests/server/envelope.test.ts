/** The §3 search envelope, paging and sorting. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, expectError, post, search } from "./support/api";
import { buildFacility, buildFeature, buildUser } from "./support/factories";
import { expectedOrder } from "./support/sorting";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await as(t, "systemadmin")).headers;
});
afterAll(() => t.close());

const ENVELOPE_KEYS = [
  "code",
  "message",
  "data",
  "hasNextPage",
  "hasPreviousPage",
  "pageNumber",
  "pageSize",
  "sortBy",
  "sortDescending",
  "total",
  "totalPages",
];
const ids = (body: { data: Record<string, unknown>[] }, field: string) =>
  body.data.map((r) => r[field]);

describe("the §3 search envelope", () => {
  it("has exactly the 11 keys, and rows carry _id and the entity id", async () => {
    for (let i = 0; i < 3; i++)
      await buildFeature(t.db, { code: `env-${i}`, title: `env ${i}` });
    const body = await search(t, "/features", admin, {
      pageSize: 2,
      searchTerm: "env-",
    });
    expect(Object.keys(body).sort()).toEqual([...ENVELOPE_KEYS].sort());
    expect(body).toMatchObject({
      code: 200,
      message: "OK",
      total: 3,
      totalPages: 2,
    });
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        "_id",
        "id",
        "featureId",
        "featureCode",
        "featureTitle",
        "featureDescription",
        "active",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
    for (const row of body.data) expect(row._id).toBe(row.featureId);

    const usersBody = await search(t, "/users", admin, { pageSize: 1 });
    expect(Object.keys(usersBody).sort()).toEqual([...ENVELOPE_KEYS].sort());
    expect(usersBody.data[0]._id).toBe(usersBody.data[0].userId);
  });

  it("defaults: page 1 of 10, sorted by the entity's default field ascending", async () => {
    const body = await search(t, "/features", admin, {});
    expect(body).toMatchObject({
      pageNumber: 1,
      pageSize: 10,
      sortBy: "featureCode",
      sortDescending: false,
    });
  });

  it("pages: flags, totalPages and the last page", async () => {
    for (let i = 0; i < 5; i++)
      await buildFeature(t.db, { code: `pg-${i}`, title: `pg ${i}` });
    const page = (pageNumber: number, pageSize: number) =>
      search(t, "/features", admin, {
        pageNumber,
        pageSize,
        searchTerm: "pg-",
      });
    const p2 = await page(2, 2);
    expect(p2).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: true,
      pageNumber: 2,
      total: 5,
      totalPages: 3,
    });
    expect(ids(p2, "featureCode")).toEqual(["pg-2", "pg-3"]);
    const last = await page(3, 2);
    expect(last).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
      total: 5,
      totalPages: 3,
    });
    expect(ids(last, "featureCode")).toEqual(["pg-4"]);
    const exact = await page(1, 5);
    expect(exact).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: false,
      totalPages: 1,
    });
    const beyond = await page(9, 2);
    expect(beyond).toMatchObject({
      data: [],
      hasNextPage: false,
      total: 5,
      totalPages: 3,
    });
    const none = await search(t, "/features", admin, {
      searchTerm: "no-such-feature-anywhere",
    });
    expect(none).toMatchObject({
      data: [],
      total: 0,
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: false,
    });
  });
});

describe("sorting", () => {
  it.each(["featureCode", "featureTitle", "active", "createdAt"])(
    "features by %s, both directions",
    async (field) => {
      const tag = `srt${field.toLowerCase()}`;
      await buildFeature(t.db, {
        code: `${tag}-a`,
        title: `${tag} c`,
        active: true,
        createdAt: new Date("2024-01-02"),
      });
      await buildFeature(t.db, {
        code: `${tag}-b`,
        title: `${tag} a`,
        active: false,
        createdAt: new Date("2024-01-03"),
      });
      await buildFeature(t.db, {
        code: `${tag}-c`,
        title: `${tag} b`,
        active: true,
        createdAt: new Date("2024-01-01"),
      });
      for (const sortDescending of [false, true]) {
        const body = await search(t, "/features", admin, {
          searchTerm: tag,
          sortBy: field,
          sortDescending,
        });
        expect(body).toMatchObject({ sortBy: field, sortDescending, total: 3 });
        expect(ids(body, "featureId")).toEqual(
          expectedOrder(body.data, field, "featureId", sortDescending),
        );
      }
      const asc = await search(t, "/features", admin, {
        searchTerm: tag,
        sortBy: field,
      });
      const expectedCodes = {
        featureCode: ["a", "b", "c"],
        featureTitle: ["b", "c", "a"],
        createdAt: ["c", "a", "b"],
      }[field];
      if (expectedCodes)
        expect(ids(asc, "featureCode")).toEqual(
          expectedCodes.map((c) => `${tag}-${c}`),
        );
      else expect(ids(asc, "featureCode")[0]).toBe(`${tag}-b`);
    },
  );

  it.each(["firstName", "lastName", "email", "createdAt"])(
    "users by %s, both directions",
    async (field) => {
      const facility = await buildFacility(t.db);
      const tag = `su${field.toLowerCase()}`;
      const spec = [
        ["b", "c", "a", "2024-02-02"],
        ["c", "a", "b", "2024-02-03"],
        ["a", "b", "c", "2024-02-01"],
      ];
      for (const [f, l, e, c] of spec) {
        await buildUser(t.db, {
          firstName: `${tag}${f}`,
          lastName: `${tag}${l}`,
          email: `${tag}${e}@example.test`,
          createdAt: new Date(c),
          facilityId: facility.id,
        });
      }
      for (const sortDescending of [false, true]) {
        const body = await search(t, "/users", admin, {
          facilityId: facility.id,
          sortBy: field,
          sortDescending,
        });
        expect(body.total).toBe(3);
        expect(ids(body, "userId")).toEqual(
          expectedOrder(body.data, field, "userId", sortDescending),
        );
        expect(new Set(body.data.map((r) => r[field])).size).toBe(3);
      }
    },
  );

  it("refuses an unknown sort field with 400", async () => {
    const res = await post(
      t,
      "/api/features/search",
      { sortBy: "nope" },
      admin,
    );
    expectError(
      res,
      400,
      "Cannot sort by nope. Sortable fields: featureCode, featureTitle, active, createdAt.",
    );
    const users = await post(
      t,
      "/api/users/search",
      { sortBy: "passwordHash" },
      admin,
    );
    expectError(
      users,
      400,
      "Cannot sort by passwordHash. Sortable fields: firstName, lastName, email, createdAt.",
    );
  });
});
