/**
 * Facilities: search (filters, sorting) and who may do what. The generic calls and validation are
 * in facilities-crud.test.ts.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { as, del, expectError, get, post, search } from "./support/api";
import { facilityBody } from "./support/facilityFactories";
import { buildFacility } from "./support/factories";
import { expectedOrder } from "./support/sorting";
import { appWorld } from "./support/appWorld";

const w = appWorld(async (t) => ({
  dataadmin: (await as(t, "dataadmin")).headers,
}));

const ids = (b: { data: Record<string, unknown>[] }) =>
  b.data.map((f) => f.facilityId);

describe("search", () => {
  const tag = "fsrt";
  let a: { id: string };
  let b: { id: string };
  let c: { id: string };
  beforeAll(async () => {
    a = await buildFacility(w.t.db, {
      name: `${tag} c`,
      facilityType: "hospital",
      city: "Akron",
      state: "OH",
      createdAt: new Date("2024-05-02"),
    });
    b = await buildFacility(w.t.db, {
      name: `${tag} a`,
      facilityType: "community",
      city: "Columbus",
      state: "OH",
      createdAt: new Date("2024-05-03"),
    });
    c = await buildFacility(w.t.db, {
      name: `${tag} b`,
      facilityType: "hospital",
      city: "Columbus",
      state: "IN",
      createdAt: new Date("2024-05-01"),
    });
  });
  const find = async (body: Record<string, unknown>) =>
    ids(
      await search(w.t, "/facilities", w.dataadmin, {
        searchTerm: tag,
        ...body,
      }),
    );

  it("filters by facilityType, city (any case), state and together", async () => {
    expect((await find({ facilityType: "hospital" })).sort()).toEqual(
      [a.id, c.id].sort(),
    );
    expect((await find({ city: " columbus " })).sort()).toEqual(
      [b.id, c.id].sort(),
    );
    expect((await find({ state: "in" })).sort()).toEqual([c.id]);
    expect(
      await find({ facilityType: "hospital", city: "Columbus", state: "IN" }),
    ).toEqual([c.id]);
    expect(await find({ city: "Nowhere" })).toEqual([]);
    expect(await find({ searchTerm: "FSRT A" })).toEqual([b.id]);
    // The search text covers the city as well as the name.
    expect((await find({ searchTerm: "akron" })).sort()).toContain(a.id);
  });

  it("sorts by each sortable field, both ways, facilityName by default", async () => {
    for (const sortBy of [
      "facilityName",
      "facilityType",
      "city",
      "createdAt",
    ]) {
      for (const sortDescending of [false, true]) {
        const res = await search(w.t, "/facilities", w.dataadmin, {
          searchTerm: tag,
          sortBy,
          sortDescending,
        });
        expect(ids(res)).toEqual(
          expectedOrder(res.data, sortBy, "facilityId", sortDescending),
        );
      }
    }
    expect(await find({})).toEqual([b.id, c.id, a.id]);
    expect(await find({ sortBy: "createdAt" })).toEqual([c.id, a.id, b.id]);
    const bad = await post(
      w.t,
      "/api/facilities/search",
      { sortBy: "phone" },
      w.dataadmin,
    );
    expectError(
      bad,
      400,
      "Cannot sort by phone. Sortable fields: facilityName, facilityType, city, createdAt.",
    );
  });
});

describe("who may do what", () => {
  it("401 without a session", async () => {
    const id = randomUUID();
    for (const res of [
      await get(w.t, `/api/facilities/${id}`),
      await post(w.t, "/api/facilities/search", {}),
      await post(w.t, "/api/facilities", facilityBody()),
      await del(w.t, `/api/facilities/${id}`),
    ]) {
      expectError(res, 401);
    }
  });

  it.each(["customer", "driver"] as const)(
    "403 for %s, even to read",
    async (role) => {
      const { headers } = await as(w.t, role);
      const f = await buildFacility(w.t.db);
      expectError(await post(w.t, "/api/facilities/search", {}, headers), 403);
      expectError(await get(w.t, `/api/facilities/${f.id}`, headers), 403);
      expectError(
        await post(w.t, "/api/facilities", facilityBody(), headers),
        403,
      );
      expectError(await del(w.t, `/api/facilities/${f.id}`, headers), 403);
    },
  );

  it.each(["nurse", "facilityadmin"] as const)(
    "a %s reads only their own facility and writes none",
    async (role) => {
      const mine = await buildFacility(w.t.db);
      const other = await buildFacility(w.t.db);
      const { headers } = await as(w.t, role, { facilityId: mine.id });
      const seen = await search(w.t, "/facilities", headers, {
        pageSize: 1000,
      });
      expect(seen).toMatchObject({ total: 1, totalPages: 1 });
      expect(ids(seen)).toEqual([mine.id]);
      expect(
        ids(
          await search(w.t, "/facilities", headers, { facilityId: other.id }),
        ),
      ).toEqual([]);
      expect(
        (await get(w.t, `/api/facilities/${mine.id}`, headers)).json().data
          .facilityId,
      ).toBe(mine.id);
      expectError(
        await get(w.t, `/api/facilities/${other.id}`, headers),
        404,
        "Facility not found.",
      );
      expectError(
        await post(
          w.t,
          "/api/facilities",
          facilityBody({ facilityId: mine.id }),
          headers,
        ),
        403,
      );
      expectError(await del(w.t, `/api/facilities/${mine.id}`, headers), 403);
    },
  );

  it("a facility user without a facility sees nothing", async () => {
    const f = await buildFacility(w.t.db);
    const { headers } = await as(w.t, "nurse");
    expect(await search(w.t, "/facilities", headers, {})).toMatchObject({
      data: [],
      total: 0,
      totalPages: 1,
    });
    expectError(
      await get(w.t, `/api/facilities/${f.id}`, headers),
      404,
      "Facility not found.",
    );
  });

  it("a dataadmin and a systemadmin see and change every facility", async () => {
    const f1 = await buildFacility(w.t.db);
    const f2 = await buildFacility(w.t.db);
    const all = await search(w.t, "/facilities", w.dataadmin, {
      pageSize: 1000,
    });
    expect(ids(all)).toEqual(expect.arrayContaining([f1.id, f2.id]));
    const { headers: sysadmin } = await as(w.t, "systemadmin");
    const res = await post(
      w.t,
      "/api/facilities",
      facilityBody({ facilityId: f2.id, facilityName: "Renamed" }),
      sysadmin,
    );
    expect(res.json()).toMatchObject({
      code: 200,
      data: { facilityName: "Renamed" },
    });
  });
});
