/** Who may read and change users. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Privilege } from "../../domain/privileges";
import { ROLE_PRIVILEGES } from "../../domain/privileges";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post } from "./support/api";
import { buildUser, userBody } from "./support/factories";
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

const ADMIN_ONLY =
  "Only a system administrator can manage system administrators.";

describe("who may do what", () => {
  it("401 without a session on every endpoint", async () => {
    const id = randomUUID();
    for (const res of [
      await get(t, `/api/users/${id}`),
      await post(t, "/api/users/search", {}),
      await post(t, "/api/users", userBody()),
      await del(t, `/api/users/${id}`),
      await get(t, `/api/users/${id}/profile`),
      await post(t, "/api/emails/search", {}),
    ]) {
      expectError(res, 401);
    }
  });

  it.each(["nurse", "driver", "customer", "facilityadmin"] as const)(
    "403 for %s on every /users endpoint",
    async (role) => {
      const { headers } = await as(t, role);
      const target = await buildUser(t.db);
      expectError(await get(t, `/api/users/${target.id}`, headers), 403);
      expectError(await post(t, "/api/users/search", {}, headers), 403);
      expectError(await post(t, "/api/users", userBody(), headers), 403);
      expectError(
        await post(t, "/api/users", userBody({ userId: target.id }), headers),
        403,
      );
      expectError(await del(t, `/api/users/${target.id}`, headers), 403);
    },
  );

  it("a dataadmin cannot create, edit, promote or delete a systemadmin; a systemadmin can", async () => {
    const admin = await buildUser(t.db, {
      role: "systemadmin",
      firstName: "Ada",
    });
    const plain = await buildUser(t.db, { role: "customer" });
    const asAdmin = userBody({ roles: [{ roleCode: "systemadmin" }] });
    const refused = {
      "create a systemadmin": asAdmin,
      "grant systemadmin as a second role": userBody({
        roles: [{ roleCode: "customer" }, { roleCode: "systemadmin" }],
      }),
      "edit a systemadmin": userBody({
        userId: admin.id,
        email: admin.email,
        roles: [{ roleCode: "customer" }],
      }),
      "promote a user to systemadmin": userBody({
        userId: plain.id,
        email: plain.email,
        roles: [{ roleCode: "systemadmin" }],
      }),
    };
    for (const [attempt, payload] of Object.entries(refused)) {
      const res = await post(t, "/api/users", payload, dataadmin);
      expect(res.statusCode, attempt).toBe(403);
      expectError(res, 403, ADMIN_ONLY);
    }
    expectError(
      await del(t, `/api/users/${admin.id}`, dataadmin),
      403,
      ADMIN_ONLY,
    );
    expect(
      (await get(t, `/api/users/${admin.id}`, dataadmin)).json().data.firstName,
    ).toBe("Ada");

    expect((await post(t, "/api/users", asAdmin, sysadmin)).statusCode).toBe(
      201,
    );
    const edit = await post(
      t,
      "/api/users",
      userBody({
        userId: admin.id,
        email: admin.email,
        firstName: "Adele",
        roles: [{ roleCode: "systemadmin" }],
      }),
      sysadmin,
    );
    expect(edit.json()).toMatchObject({
      code: 200,
      data: { firstName: "Adele" },
    });
    expect((await del(t, `/api/users/${admin.id}`, sysadmin)).statusCode).toBe(
      200,
    );
  });

  it("view-users may read but not modify; modify-users may both", async () => {
    const table = ROLE_PRIVILEGES as Record<string, readonly Privilege[]>;
    const saved = table.customer;
    table.customer = ["view-users"];
    try {
      const { headers } = await as(t, "customer");
      const target = await buildUser(t.db);
      expect((await post(t, "/api/users/search", {}, headers)).statusCode).toBe(
        200,
      );
      expect(
        (await get(t, `/api/users/${target.id}`, headers)).statusCode,
      ).toBe(200);
      expectError(await post(t, "/api/users", userBody(), headers), 403);
      expectError(
        await post(t, "/api/users", userBody({ userId: target.id }), headers),
        403,
      );
      expectError(await del(t, `/api/users/${target.id}`, headers), 403);
    } finally {
      table.customer = saved;
    }
  });
});
