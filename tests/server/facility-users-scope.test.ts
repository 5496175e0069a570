/** Facility users: a facility admin runs their own facility's staff, and cannot lock themselves out. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import { facilityUserBody } from "./support/facilityFactories";
import { buildFacility, buildUser } from "./support/factories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let facilityA: { id: string };
let facilityB: { id: string };
let adminA: { user: { id: string; email: string }; headers: Headers };
let nurseA: { id: string };
let nurseB: { id: string };
beforeAll(async () => {
  t = await buildTestApp();
  facilityA = await buildFacility(t.db);
  facilityB = await buildFacility(t.db);
  adminA = await as(t, "facilityadmin", { facilityId: facilityA.id });
  nurseA = await buildUser(t.db, { role: "nurse", facilityId: facilityA.id });
  nurseB = await buildUser(t.db, { role: "nurse", facilityId: facilityB.id });
});
afterAll(() => t.close());

const OWN_ONLY = "You can only manage users of your own facility.";
const ids = (b: { data: Record<string, unknown>[] }) =>
  b.data.map((u) => u.facilityUserId).sort();

describe("a facility admin", () => {
  it("lists only their own facility's users, whatever the filter asks", async () => {
    const mine = await search(t, "/facility-users", adminA.headers, {
      pageSize: 1000,
    });
    expect(ids(mine)).toEqual([adminA.user.id, nurseA.id].sort());
    expect(
      ids(
        await search(t, "/facility-users", adminA.headers, {
          facilityId: facilityB.id,
        }),
      ),
    ).toEqual([]);
  });

  it("gets 404 for another facility's user on get, update and delete", async () => {
    expectError(
      await get(t, `/api/facility-users/${nurseB.id}`, adminA.headers),
      404,
      "Facility User not found.",
    );
    expectError(
      await post(
        t,
        "/api/facility-users",
        facilityUserBody(facilityA.id, { facilityUserId: nurseB.id }),
        adminA.headers,
      ),
      404,
      "Facility User not found.",
    );
    expectError(
      await del(t, `/api/facility-users/${nurseB.id}`, adminA.headers),
      404,
      "Facility User not found.",
    );
    expect(
      (
        await get(
          t,
          `/api/facility-users/${nurseB.id}`,
          (await as(t, "systemadmin")).headers,
        )
      ).statusCode,
    ).toBe(200);
  });

  it("creates users at their own facility only (403 elsewhere)", async () => {
    const created = await post(
      t,
      "/api/facility-users",
      facilityUserBody(facilityA.id),
      adminA.headers,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data.facilityUserDetail).toEqual({
      facilityId: facilityA.id,
    });
    expectError(
      await post(
        t,
        "/api/facility-users",
        facilityUserBody(facilityB.id),
        adminA.headers,
      ),
      403,
      OWN_ONLY,
    );
  });

  it("cannot move their own user to another facility (403)", async () => {
    expectError(
      await post(
        t,
        "/api/facility-users",
        facilityUserBody(facilityB.id, { facilityUserId: nurseA.id }),
        adminA.headers,
      ),
      403,
      OWN_ONLY,
    );
  });

  it("edits and deletes their own facility's users", async () => {
    const nurse = await buildUser(t.db, {
      role: "nurse",
      facilityId: facilityA.id,
    });
    const res = await post(
      t,
      "/api/facility-users",
      facilityUserBody(facilityA.id, {
        facilityUserId: nurse.id,
        email: nurse.email,
        roleCode: "facilityadmin",
      }),
      adminA.headers,
    );
    expect(res.json()).toMatchObject({
      code: 200,
      data: { roleCode: "facilityadmin" },
    });
    expect(
      (await del(t, `/api/facility-users/${nurse.id}`, adminA.headers))
        .statusCode,
    ).toBe(200);
  });

  it("cannot deactivate, demote or delete themselves (409)", async () => {
    const self = (overrides: Record<string, unknown>) =>
      post(
        t,
        "/api/facility-users",
        facilityUserBody(facilityA.id, {
          facilityUserId: adminA.user.id,
          email: adminA.user.email,
          roleCode: "facilityadmin",
          ...overrides,
        }),
        adminA.headers,
      );
    expectError(
      await self({ active: false }),
      409,
      "You cannot deactivate your own account.",
    );
    expectError(
      await self({ roleCode: "nurse" }),
      409,
      "You cannot change your own role.",
    );
    expectError(
      await del(t, `/api/facility-users/${adminA.user.id}`, adminA.headers),
      409,
      "You cannot delete your own account.",
    );
    // Their name is theirs to change.
    expect((await self({ firstName: "Frida" })).json()).toMatchObject({
      code: 200,
      data: { firstName: "Frida", active: true, roleCode: "facilityadmin" },
    });
  });

  it("without a facility sees nobody and creates nobody", async () => {
    const { headers } = await as(t, "facilityadmin");
    expect(await search(t, "/facility-users", headers, {})).toMatchObject({
      data: [],
      total: 0,
    });
    expectError(
      await get(t, `/api/facility-users/${nurseA.id}`, headers),
      404,
      "Facility User not found.",
    );
    expectError(
      await post(
        t,
        "/api/facility-users",
        facilityUserBody(facilityA.id),
        headers,
      ),
      403,
      OWN_ONLY,
    );
  });
});
