/** Users: the generic calls and filters, public profiles, and the outbox. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, call, del, expectError, get, post, search } from "./support/api";
import { buildFacility, buildUser, userBody } from "./support/factories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let sysadmin: Headers;
let dataadmin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  sysadmin = (await as(t, "systemadmin")).headers;
  dataadmin = (await as(t, "dataadmin")).headers;
});
afterAll(() => t.close());

const userIds = (b: { data: Record<string, unknown>[] }) =>
  b.data.map((u) => u.userId).sort();

describe("the generic calls", () => {
  it("create 201, get, update 200, delete 200 then 404", async () => {
    const facility = await buildFacility(t.db);
    const created = await post(
      t,
      "/api/users",
      userBody({
        email: "Una@Example.test",
        facilityUserDetail: { facilityId: facility.id },
      }),
      dataadmin,
    );
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(created.json()).toEqual({
      code: 201,
      message: "New User added.",
      data: {
        _id: data.userId,
        id: data.userId,
        userId: data.userId,
        email: "una@example.test",
        firstName: "Uma",
        lastName: "User",
        roles: [{ roleCode: "nurse" }],
        requirePasswordReset: true,
        emailVerified: false,
        active: true,
        facilityUserDetail: { facilityId: facility.id },
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    const fetched = await get(t, `/api/users/${data.userId}`, dataadmin);
    expect(fetched.json()).toEqual({ code: 200, message: "OK", data });

    const update = {
      ...userBody({ email: "una@example.test" }),
      userId: data.userId,
      firstName: "Ursula",
      roles: [{ roleCode: "customer" }, { roleCode: "nurse" }],
      active: false,
    };
    const updated = await post(t, "/api/users", update, dataadmin);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "User updated.",
      data: {
        userId: data.userId,
        firstName: "Ursula",
        roles: [{ roleCode: "customer" }, { roleCode: "nurse" }],
        active: false,
        facilityUserDetail: null,
        requirePasswordReset: true,
      },
    });

    const deleted = await del(t, `/api/users/${data.userId}`, dataadmin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      code: 200,
      message: "User deleted.",
      data: { userId: data.userId },
    });
    expectError(
      await get(t, `/api/users/${data.userId}`, dataadmin),
      404,
      "User not found.",
    );
    expectError(
      await del(t, `/api/users/${data.userId}`, dataadmin),
      404,
      "User not found.",
    );
    expectError(
      await post(t, "/api/users", update, dataadmin),
      404,
      "User not found.",
    );
  });

  it("search filters by roleCode, facilityId, active and requirePasswordReset", async () => {
    const f = await buildFacility(t.db);
    const nurse = await buildUser(t.db, { roles: ["nurse"], facilityId: f.id });
    const both = await buildUser(t.db, {
      roles: ["facilityadmin", "customer"],
      facilityId: f.id,
    });
    const off = await buildUser(t.db, {
      roles: ["customer"],
      facilityId: f.id,
      active: false,
    });
    const reset = await buildUser(t.db, {
      roles: ["nurse"],
      facilityId: f.id,
      requirePasswordReset: true,
    });
    const find = async (filters: Record<string, unknown>) =>
      userIds(
        await search(t, "/users", dataadmin, { facilityId: f.id, ...filters }),
      );
    expect(await find({})).toEqual(
      [nurse.id, both.id, off.id, reset.id].sort(),
    );
    expect(await find({ roleCode: "nurse" })).toEqual(
      [nurse.id, reset.id].sort(),
    );
    expect(
      await find({ additionalStringFilters: { roleCode: "customer" } }),
    ).toEqual([both.id, off.id].sort());
    expect(
      await find({
        additionalArrayFilters: { roleCode: ["facilityadmin", "nurse"] },
      }),
    ).toEqual([nurse.id, both.id, reset.id].sort());
    expect(await find({ active: false })).toEqual([off.id]);
    expect(
      await find({ additionalBooleanFilters: { requirePasswordReset: true } }),
    ).toEqual([reset.id]);
    expect(
      await find({ roleCode: "nurse", requirePasswordReset: false }),
    ).toEqual([nurse.id]);
    expect(await find({ userId: [nurse.id, off.id] })).toEqual(
      [nurse.id, off.id].sort(),
    );
    expect(
      userIds(
        await search(t, "/users", dataadmin, {
          facilityId: "NO_FACILITY_FOUND",
        }),
      ),
    ).toEqual([]);
    expectError(
      await post(t, "/api/users/search", { active: "no" }, dataadmin),
      400,
      "Filter active expects a boolean value.",
    );
  });
});

describe("public profiles", () => {
  it("any signed-in user sees only userId, firstName and lastName", async () => {
    const { headers } = await as(t, "driver");
    const other = await buildUser(t.db, {
      firstName: "Pia",
      lastName: "Public",
      role: "dataadmin",
    });
    const res = await get(t, `/api/users/${other.id}/profile`, headers);
    expect(res.json()).toEqual({
      code: 200,
      message: "OK",
      data: { userId: other.id, firstName: "Pia", lastName: "Public" },
    });
    expectError(
      await get(t, `/api/users/${randomUUID()}/profile`, headers),
      404,
      "User not found.",
    );
    expectError(
      await get(t, "/api/users/nope/profile", headers),
      404,
      "User not found.",
    );
  });
});

describe("the outbox", () => {
  it("is readable by a systemadmin only, with links redacted", async () => {
    const created = await post(
      t,
      "/api/users",
      userBody({ email: "outbox@example.test" }),
      sysadmin,
    );
    expect(created.statusCode).toBe(201);
    const found = await search(t, "/emails", sysadmin, {
      toEmailAddress: "outbox@example.test",
    });
    expect(found.total).toBe(1);
    const mail = found.data[0] as Record<string, string>;
    expect(mail).toMatchObject({
      toEmailAddress: "outbox@example.test",
      transport: "outbox",
      sentAt: null,
      error: null,
    });
    expect(mail.body).toContain("[redacted]");
    expect(mail.body).not.toContain("token=");
    expect(
      (await get(t, `/api/emails/${mail.emailId}`, sysadmin)).json().data,
    ).toEqual(mail);
    expectError(await post(t, "/api/emails/search", {}, dataadmin), 403);
    expectError(await get(t, `/api/emails/${mail.emailId}`, dataadmin), 403);
    expectError(
      await call(t, "DELETE", `/api/emails/${mail.emailId}`, {
        headers: sysadmin,
      }),
      405,
    );
    expectError(await post(t, "/api/emails", {}, sysadmin), 404);
  });
});
