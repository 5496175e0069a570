import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import { buildFacility, buildUser } from "./support/factories";
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
  b.data.map((f) => f.facilityId);

describe("the generic calls", () => {
  it("create 201, get, update 200, delete 200 then 404", async () => {
    const created = await post(
      t,
      "/api/facilities",
      { facilityName: "  Oak House ", facilityType: "hospital" },
      dataadmin,
    );
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(created.json()).toEqual({
      code: 201,
      message: "New Facility added.",
      data: {
        _id: data.facilityId,
        id: data.facilityId,
        facilityId: data.facilityId,
        facilityName: "Oak House",
        facilityType: "hospital",
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    expect(
      (await get(t, `/api/facilities/${data.facilityId}`, dataadmin)).json(),
    ).toEqual({ code: 200, message: "OK", data });

    const updated = await post(
      t,
      "/api/facilities",
      {
        facilityId: data.facilityId,
        facilityName: "Oak Hall",
        facilityType: "community",
      },
      dataadmin,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "Facility updated.",
      data: { facilityName: "Oak Hall", facilityType: "community" },
    });
    expect(Date.parse(updated.json().data.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(data.updatedAt),
    );

    const deleted = await del(
      t,
      `/api/facilities/${data.facilityId}`,
      dataadmin,
    );
    expect(deleted.json()).toMatchObject({
      code: 200,
      message: "Facility deleted.",
      data: { facilityId: data.facilityId },
    });
    expectError(
      await get(t, `/api/facilities/${data.facilityId}`, dataadmin),
      404,
      "Facility not found.",
    );
    expectError(
      await del(t, `/api/facilities/${data.facilityId}`, dataadmin),
      404,
      "Facility not found.",
    );
  });

  it("409 when deleting a facility that still has staff, and nothing changes", async () => {
    const facility = await buildFacility(t.db);
    const nurse = await buildUser(t.db, {
      role: "nurse",
      facilityId: facility.id,
    });
    expectError(
      await del(t, `/api/facilities/${facility.id}`, dataadmin),
      409,
      "This facility is still referenced by other records.",
    );
    expect(
      (await get(t, `/api/facilities/${facility.id}`, dataadmin)).statusCode,
    ).toBe(200);
    const [still] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, nurse.id));
    expect(still.facilityId).toBe(facility.id);
  });

  it("validates the body", async () => {
    const res = await post(
      t,
      "/api/facilities",
      { facilityName: "", facilityType: "spaceship" },
      dataadmin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "facilityName", message: "This field is required." },
      {
        field: "facilityType",
        message:
          'Invalid option: expected one of "community"|"facility"|"hospital"',
      },
    ]);
    const badId = await post(
      t,
      "/api/facilities",
      { facilityId: "x", facilityName: "A", facilityType: "facility" },
      dataadmin,
    );
    expectError(badId, 422, "facilityId: Invalid UUID", [
      { field: "facilityId", message: "Invalid UUID" },
    ]);
  });

  it("searches by facilityType and searchTerm, and sorts by each sortable field", async () => {
    const tag = "fsrt";
    const a = await buildFacility(t.db, {
      name: `${tag} c`,
      facilityType: "hospital",
      createdAt: new Date("2024-05-02"),
    });
    const b = await buildFacility(t.db, {
      name: `${tag} a`,
      facilityType: "community",
      createdAt: new Date("2024-05-03"),
    });
    const c = await buildFacility(t.db, {
      name: `${tag} b`,
      facilityType: "hospital",
      createdAt: new Date("2024-05-01"),
    });
    const hospitals = await search(t, "/facilities", dataadmin, {
      searchTerm: tag,
      facilityType: "hospital",
    });
    expect(ids(hospitals).sort()).toEqual([a.id, c.id].sort());
    expect(
      ids(await search(t, "/facilities", dataadmin, { searchTerm: "FSRT A" })),
    ).toEqual([b.id]);
    for (const sortBy of ["facilityName", "facilityType", "createdAt"]) {
      for (const sortDescending of [false, true]) {
        const res = await search(t, "/facilities", dataadmin, {
          searchTerm: tag,
          sortBy,
          sortDescending,
        });
        expect(ids(res)).toEqual(
          expectedOrder(res.data, sortBy, "facilityId", sortDescending),
        );
      }
    }
    expect(
      ids(await search(t, "/facilities", dataadmin, { searchTerm: tag })),
    ).toEqual([b.id, c.id, a.id]);
  });
});

describe("who may do what", () => {
  it("401 without a session", async () => {
    const id = randomUUID();
    for (const res of [
      await get(t, `/api/facilities/${id}`),
      await post(t, "/api/facilities/search", {}),
      await post(t, "/api/facilities", {
        facilityName: "A",
        facilityType: "facility",
      }),
      await del(t, `/api/facilities/${id}`),
    ]) {
      expectError(res, 401);
    }
  });

  it.each(["customer", "driver"] as const)(
    "403 for %s, even to read",
    async (role) => {
      const { headers } = await as(t, role);
      const f = await buildFacility(t.db);
      expectError(await post(t, "/api/facilities/search", {}, headers), 403);
      expectError(await get(t, `/api/facilities/${f.id}`, headers), 403);
      expectError(
        await post(
          t,
          "/api/facilities",
          { facilityName: "A", facilityType: "facility" },
          headers,
        ),
        403,
      );
      expectError(await del(t, `/api/facilities/${f.id}`, headers), 403);
    },
  );

  it.each(["nurse", "facilityadmin"] as const)(
    "a %s reads only their own facility and writes none",
    async (role) => {
      const mine = await buildFacility(t.db);
      const other = await buildFacility(t.db);
      const { headers } = await as(t, role, { facilityId: mine.id });
      const seen = await search(t, "/facilities", headers, { pageSize: 1000 });
      expect(seen).toMatchObject({ total: 1, totalPages: 1 });
      expect(ids(seen)).toEqual([mine.id]);
      expect(
        ids(await search(t, "/facilities", headers, { facilityId: other.id })),
      ).toEqual([]);
      expect(
        (await get(t, `/api/facilities/${mine.id}`, headers)).json().data
          .facilityId,
      ).toBe(mine.id);
      expectError(
        await get(t, `/api/facilities/${other.id}`, headers),
        404,
        "Facility not found.",
      );
      expectError(
        await post(
          t,
          "/api/facilities",
          {
            facilityId: mine.id,
            facilityName: "Mine",
            facilityType: "facility",
          },
          headers,
        ),
        403,
      );
      expectError(await del(t, `/api/facilities/${mine.id}`, headers), 403);
    },
  );

  it("a facility user without a facility sees nothing", async () => {
    const f = await buildFacility(t.db);
    const { headers } = await as(t, "nurse");
    expect(await search(t, "/facilities", headers, {})).toMatchObject({
      data: [],
      total: 0,
      totalPages: 1,
    });
    expectError(
      await get(t, `/api/facilities/${f.id}`, headers),
      404,
      "Facility not found.",
    );
  });

  it("a dataadmin sees every facility", async () => {
    const f1 = await buildFacility(t.db);
    const f2 = await buildFacility(t.db);
    const all = await search(t, "/facilities", dataadmin, { pageSize: 1000 });
    expect(ids(all)).toEqual(expect.arrayContaining([f1.id, f2.id]));
  });
});
