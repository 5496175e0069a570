import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, get, post } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { buildUser, signIn, TEST_PASSWORD } from "./support/factories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("driverDetail on the signed-in user", () => {
  it("sign-in, GET /auth/user and profile answers carry the linked driver's id", async () => {
    const user = await buildUser(t.db, { role: "driver" });
    const driver = await buildDriver(t.db, { userId: user.id });
    const signedIn = await post(t, "/api/auth/sessions", {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(signedIn.json().data.user.driverDetail).toEqual({
      driverId: driver.id,
    });
    const headers = await signIn(t.app, user);
    expect(
      (await get(t, "/api/auth/user", headers)).json().data.driverDetail,
    ).toEqual({ driverId: driver.id });
    const profile = await post(
      t,
      "/api/auth/profile",
      { firstName: "Dev", lastName: "Driver" },
      headers,
    );
    expect(profile.json().data).toMatchObject({
      firstName: "Dev",
      driverDetail: { driverId: driver.id },
    });
  });

  it("is null for a driver without a record and for other roles", async () => {
    for (const role of ["driver", "dataadmin"] as const) {
      const { headers } = await as(t, role);
      const res = await get(t, "/api/auth/user", headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.driverDetail).toBeNull();
    }
  });

  it("user lists don't carry it", async () => {
    const { headers } = await as(t, "dataadmin");
    const user = await buildUser(t.db, { role: "driver" });
    await buildDriver(t.db, { userId: user.id });
    const res = await get(t, `/api/users/${user.id}`, headers);
    expect(res.json().data).not.toHaveProperty("driverDetail");
  });
});
