/**
 * Drivers: the generic calls, the bulk status change and validation. Search and access are in
 * drivers-search.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIso } from "../../domain/expiry";
import { DRIVER_MESSAGES } from "../../domain/schemas/driver";
import { onlineStatusRecords } from "../../server/db/schema";
import { as, del, expectError, get, post } from "./support/api";
import {
  buildDriver,
  buildOnlineStatusRecord,
  driverBody,
} from "./support/driverFactories";
import { buildUser } from "./support/factories";
import { appWorld } from "./support/appWorld";

const w = appWorld(async (t) => ({
  dataadmin: (await as(t, "dataadmin")).headers,
}));

const today = todayIso();
const day = (n: number) => addDays(today, n);

describe("the generic calls", () => {
  it("create 201 with normalised values, get, update 200, delete 200 then 404", async () => {
    const account = await buildUser(w.t.db, { role: "driver" });
    const created = await post(
      w.t,
      "/api/drivers",
      {
        userId: account.id,
        firstName: " Dana ",
        lastName: "Driver",
        email: "Dana.Driver@Example.ORG",
        phone: "(614) 555-0101",
        licenseNumber: "oh-1234 567",
        licenseState: "oh",
        licenseClass: "C",
        licenseExpiresOn: day(400),
        cprCertifiedUntil: day(20),
        wheelchairCertifiedUntil: "",
        hireDate: "2020-03-01",
      },
      w.dataadmin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(created.json()).toEqual({
      code: 201,
      message: "New Driver added.",
      data: {
        _id: data.driverId,
        id: data.driverId,
        driverId: data.driverId,
        userId: account.id,
        firstName: "Dana",
        lastName: "Driver",
        email: "dana.driver@example.org",
        phone: "(614) 555-0101",
        licenseNumber: "OH-1234 567",
        licenseState: "OH",
        licenseClass: "C",
        licenseExpiresOn: day(400),
        cprCertifiedUntil: day(20),
        wheelchairCertifiedUntil: null,
        hireDate: "2020-03-01",
        status: "active",
        credentialsExpireOn: day(20),
        credentialsState: "expiringSoon",
        // No attribute defined: the values of issue 28 are an empty object.
        attributes: {},
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    expect(
      (await get(w.t, `/api/drivers/${data.driverId}`, w.dataadmin)).json(),
    ).toEqual({ code: 200, message: "OK", data });

    const updated = await post(
      w.t,
      "/api/drivers",
      { ...driverBody(), driverId: data.driverId, status: "on_leave" },
      w.dataadmin,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "Driver updated.",
      data: {
        driverId: data.driverId,
        status: "on_leave",
        userId: null,
        credentialsState: "valid",
      },
    });

    await buildOnlineStatusRecord(w.t.db, { driverId: data.driverId });
    expect(
      (await del(w.t, `/api/drivers/${data.driverId}`, w.dataadmin)).json(),
    ).toMatchObject({
      code: 200,
      message: "Driver deleted.",
      data: { driverId: data.driverId },
    });
    // Status records go with the driver.
    expect(
      await w.t.db
        .select()
        .from(onlineStatusRecords)
        .where(eq(onlineStatusRecords.driverId, data.driverId)),
    ).toEqual([]);
    expectError(
      await get(w.t, `/api/drivers/${data.driverId}`, w.dataadmin),
      404,
      "Driver not found.",
    );
    expectError(
      await del(w.t, `/api/drivers/${data.driverId}`, w.dataadmin),
      404,
      "Driver not found.",
    );
    expectError(
      await post(
        w.t,
        "/api/drivers",
        { ...driverBody(), driverId: data.driverId },
        w.dataadmin,
      ),
      404,
      "Driver not found.",
    );
  });

  it("flags expired credentials", async () => {
    const res = await post(
      w.t,
      "/api/drivers",
      driverBody({ wheelchairCertifiedUntil: day(-1) }),
      w.dataadmin,
    );
    expect(res.json().data).toMatchObject({
      credentialsExpireOn: day(-1),
      credentialsState: "expired",
    });
  });
});

describe("bulk status change", () => {
  it("a row as read back, with one field changed, is a valid upsert body", async () => {
    const driver = await buildDriver(w.t.db, {
      email: "row@example.org",
      cprCertifiedUntil: day(-10),
      hireDate: "2019-05-05",
    });
    const { data: row } = (
      await get(w.t, `/api/drivers/${driver.id}`, w.dataadmin)
    ).json();
    // What react-admin's updateMany sends: the whole record merged with the change.
    const res = await post(
      w.t,
      "/api/drivers",
      { ...row, status: "inactive" },
      w.dataadmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      ...row,
      status: "inactive",
      updatedAt: res.json().data.updatedAt,
    });
  });
});

describe("validation", () => {
  it("422 with a message next to each field", async () => {
    const res = await post(
      w.t,
      "/api/drivers",
      {
        firstName: "",
        lastName: "Driver",
        licenseNumber: "??",
        licenseState: "Ohio",
        licenseClass: "Z",
        licenseExpiresOn: "",
        cprCertifiedUntil: "2025-02-30",
        hireDate: day(5),
        status: "retired",
        email: "not-an-email",
      },
      w.dataadmin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "firstName", message: "This field is required." },
      { field: "email", message: "Enter a valid email address." },
      { field: "licenseNumber", message: DRIVER_MESSAGES.licenseNumber },
      { field: "licenseState", message: DRIVER_MESSAGES.licenseState },
      { field: "licenseClass", message: DRIVER_MESSAGES.licenseClass },
      { field: "licenseExpiresOn", message: "This field is required." },
      { field: "cprCertifiedUntil", message: DRIVER_MESSAGES.date },
      { field: "hireDate", message: DRIVER_MESSAGES.hireDateInFuture },
      {
        field: "status",
        message:
          'Invalid option: expected one of "active"|"on_leave"|"inactive"',
      },
    ]);
  });

  it("requires the license expiry and a YYYY-MM-DD date", async () => {
    const { licenseExpiresOn: _omitted, ...body } = driverBody();
    expectError(
      await post(w.t, "/api/drivers", body, w.dataadmin),
      422,
      "licenseExpiresOn: This field is required.",
      [{ field: "licenseExpiresOn", message: "This field is required." }],
    );
    expectError(
      await post(
        w.t,
        "/api/drivers",
        driverBody({ licenseExpiresOn: "12/31/2030" }),
        w.dataadmin,
      ),
      422,
      `licenseExpiresOn: ${DRIVER_MESSAGES.date}`,
      [{ field: "licenseExpiresOn", message: DRIVER_MESSAGES.date }],
    );
  });

  it("the linked account must exist and hold the driver role", async () => {
    const nurse = await buildUser(w.t.db, { role: "nurse" });
    for (const [userId, message] of [
      ["00000000-0000-4000-8000-000000000000", DRIVER_MESSAGES.userNotFound],
      [nurse.id, DRIVER_MESSAGES.userNotDriver],
    ]) {
      expectError(
        await post(w.t, "/api/drivers", driverBody({ userId }), w.dataadmin),
        422,
        `userId: ${message}`,
        [{ field: "userId", message }],
      );
    }
  });

  it("409 on a taken license number or an account linked twice", async () => {
    const account = await buildUser(w.t.db, { role: "driver" });
    const first = await buildDriver(w.t.db, {
      userId: account.id,
      licenseNumber: "DUP-1",
    });
    expectError(
      await post(
        w.t,
        "/api/drivers",
        driverBody({ licenseNumber: "dup-1" }),
        w.dataadmin,
      ),
      409,
      DRIVER_MESSAGES.licenseTaken,
      [{ field: "licenseNumber", message: DRIVER_MESSAGES.licenseTaken }],
    );
    expectError(
      await post(
        w.t,
        "/api/drivers",
        driverBody({ userId: account.id }),
        w.dataadmin,
      ),
      409,
      DRIVER_MESSAGES.userTaken,
      [{ field: "userId", message: DRIVER_MESSAGES.userTaken }],
    );
    // Saving the same driver again with its own number and account is fine.
    const again = await post(
      w.t,
      "/api/drivers",
      driverBody({
        driverId: first.id,
        licenseNumber: "DUP-1",
        userId: account.id,
      }),
      w.dataadmin,
    );
    expect(again.statusCode, again.body).toBe(200);
  });
});
