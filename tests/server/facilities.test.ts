import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import { facilityBody } from "./support/facilityFactories";
import { buildPatient } from "./support/patientFactories";
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
  it("create 201 (normalised), get, update 200, delete 200 then 404", async () => {
    const created = await post(
      t,
      "/api/facilities",
      {
        facilityName: "  Oak House ",
        facilityType: "hospital",
        addressLine1: " 12 Elm St ",
        addressLine2: "",
        city: "Dublin",
        state: "oh",
        postalCode: "430171234",
        phone: "+1 614.555.0199",
        billingContactName: "Bea Biller",
        billingContactEmail: "Bea@Example.TEST",
        billingContactPhone: "614 555 0142",
      },
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
        addressLine1: "12 Elm St",
        addressLine2: null,
        city: "Dublin",
        state: "OH",
        postalCode: "43017-1234",
        phone: "(614) 555-0199",
        billingContactName: "Bea Biller",
        billingContactEmail: "bea@example.test",
        billingContactPhone: "(614) 555-0142",
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
      facilityBody({
        facilityId: data.facilityId,
        facilityName: "Oak Hall",
        facilityType: "community",
        billingContactEmail: null,
      }),
      dataadmin,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "Facility updated.",
      data: {
        facilityName: "Oak Hall",
        facilityType: "community",
        city: "Dublin",
        postalCode: "43017",
        billingContactName: null,
        billingContactEmail: null,
      },
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
    for (const res of [
      await get(t, `/api/facilities/${data.facilityId}`, dataadmin),
      await del(t, `/api/facilities/${data.facilityId}`, dataadmin),
      await post(
        t,
        "/api/facilities",
        facilityBody({ facilityId: data.facilityId }),
        dataadmin,
      ),
      await get(t, "/api/facilities/not-an-id", dataadmin),
    ])
      expectError(res, 404, "Facility not found.");
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
      "This facility cannot be deleted while 1 user belongs to it.",
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

  it("409 while patients (and staff) belong to it", async () => {
    const facility = await buildFacility(t.db);
    await buildPatient(t.db, { facilityId: facility.id });
    await buildPatient(t.db, { facilityId: facility.id });
    expectError(
      await del(t, `/api/facilities/${facility.id}`, dataadmin),
      409,
      "This facility cannot be deleted while 2 patients belong to it.",
    );
    await buildUser(t.db, { role: "facilityadmin", facilityId: facility.id });
    await buildUser(t.db, { role: "nurse", facilityId: facility.id });
    expectError(
      await del(t, `/api/facilities/${facility.id}`, dataadmin),
      409,
      "This facility cannot be deleted while 2 users and 2 patients belong to it.",
    );
  });

  it("422 with a message per field", async () => {
    const res = await post(
      t,
      "/api/facilities",
      {
        facilityName: "",
        facilityType: "spaceship",
        addressLine1: "",
        city: " ",
        state: "XX",
        postalCode: "1234",
        phone: "555-0100",
        billingContactEmail: "nope",
        billingContactPhone: "123",
      },
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
      { field: "addressLine1", message: "This field is required." },
      { field: "city", message: "This field is required." },
      { field: "state", message: "Enter a 2-letter US state code." },
      { field: "postalCode", message: "Enter a 5-digit ZIP code or ZIP+4." },
      { field: "phone", message: "Enter a 10-digit US phone number." },
      { field: "billingContactEmail", message: "Enter a valid email address." },
      {
        field: "billingContactPhone",
        message: "Enter a 10-digit US phone number.",
      },
    ]);
    expectError(
      await post(
        t,
        "/api/facilities",
        facilityBody({ facilityId: "x" }),
        dataadmin,
      ),
      422,
      "facilityId: Invalid UUID",
      [{ field: "facilityId", message: "Invalid UUID" }],
    );
    const missing = await post(
      t,
      "/api/facilities",
      { facilityName: "A", facilityType: "facility" },
      dataadmin,
    );
    expect(
      missing.json().errors.map((e: { field: string }) => e.field),
    ).toEqual(["addressLine1", "city", "state", "postalCode", "phone"]);
  });
});

describe("search", () => {
  const tag = "fsrt";
  let a: { id: string };
  let b: { id: string };
  let c: { id: string };
  beforeAll(async () => {
    a = await buildFacility(t.db, {
      name: `${tag} c`,
      facilityType: "hospital",
      city: "Akron",
      state: "OH",
      createdAt: new Date("2024-05-02"),
    });
    b = await buildFacility(t.db, {
      name: `${tag} a`,
      facilityType: "community",
      city: "Columbus",
      state: "OH",
      createdAt: new Date("2024-05-03"),
    });
    c = await buildFacility(t.db, {
      name: `${tag} b`,
      facilityType: "hospital",
      city: "Columbus",
      state: "IN",
      createdAt: new Date("2024-05-01"),
    });
  });
  const find = async (body: Record<string, unknown>) =>
    ids(
      await search(t, "/facilities", dataadmin, { searchTerm: tag, ...body }),
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
    expect(await find({})).toEqual([b.id, c.id, a.id]);
    expect(await find({ sortBy: "createdAt" })).toEqual([c.id, a.id, b.id]);
    const bad = await post(
      t,
      "/api/facilities/search",
      { sortBy: "phone" },
      dataadmin,
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
      await get(t, `/api/facilities/${id}`),
      await post(t, "/api/facilities/search", {}),
      await post(t, "/api/facilities", facilityBody()),
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
        await post(t, "/api/facilities", facilityBody(), headers),
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
          facilityBody({ facilityId: mine.id }),
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

  it("a dataadmin and a systemadmin see and change every facility", async () => {
    const f1 = await buildFacility(t.db);
    const f2 = await buildFacility(t.db);
    const all = await search(t, "/facilities", dataadmin, { pageSize: 1000 });
    expect(ids(all)).toEqual(expect.arrayContaining([f1.id, f2.id]));
    const { headers: sysadmin } = await as(t, "systemadmin");
    const res = await post(
      t,
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
