import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIso } from "../../domain/expiry";
import { DRIVER_MESSAGES } from "../../domain/schemas/driver";
import { onlineStatusRecords } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import {
  buildDriver,
  buildOnlineStatusRecord,
  driverBody,
} from "./support/driverFactories";
import { buildUser } from "./support/factories";
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

const today = todayIso();
const idsOf = (b: { data: Record<string, unknown>[] }) =>
  b.data.map((d) => d.driverId);
const day = (n: number) => addDays(today, n);

describe("the generic calls", () => {
  it("create 201 with normalised values, get, update 200, delete 200 then 404", async () => {
    const account = await buildUser(t.db, { role: "driver" });
    const created = await post(
      t,
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
      dataadmin,
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
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    expect(
      (await get(t, `/api/drivers/${data.driverId}`, dataadmin)).json(),
    ).toEqual({ code: 200, message: "OK", data });

    const updated = await post(
      t,
      "/api/drivers",
      { ...driverBody(), driverId: data.driverId, status: "on_leave" },
      dataadmin,
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

    await buildOnlineStatusRecord(t.db, { driverId: data.driverId });
    expect(
      (await del(t, `/api/drivers/${data.driverId}`, dataadmin)).json(),
    ).toMatchObject({
      code: 200,
      message: "Driver deleted.",
      data: { driverId: data.driverId },
    });
    // Status records go with the driver.
    expect(
      await t.db
        .select()
        .from(onlineStatusRecords)
        .where(eq(onlineStatusRecords.driverId, data.driverId)),
    ).toEqual([]);
    expectError(
      await get(t, `/api/drivers/${data.driverId}`, dataadmin),
      404,
      "Driver not found.",
    );
    expectError(
      await del(t, `/api/drivers/${data.driverId}`, dataadmin),
      404,
      "Driver not found.",
    );
    expectError(
      await post(
        t,
        "/api/drivers",
        { ...driverBody(), driverId: data.driverId },
        dataadmin,
      ),
      404,
      "Driver not found.",
    );
  });

  it("flags expired credentials", async () => {
    const res = await post(
      t,
      "/api/drivers",
      driverBody({ wheelchairCertifiedUntil: day(-1) }),
      dataadmin,
    );
    expect(res.json().data).toMatchObject({
      credentialsExpireOn: day(-1),
      credentialsState: "expired",
    });
  });
});

describe("bulk status change", () => {
  it("a row as read back, with one field changed, is a valid upsert body", async () => {
    const driver = await buildDriver(t.db, {
      email: "row@example.org",
      cprCertifiedUntil: day(-10),
      hireDate: "2019-05-05",
    });
    const { data: row } = (
      await get(t, `/api/drivers/${driver.id}`, dataadmin)
    ).json();
    // What react-admin's updateMany sends: the whole record merged with the change.
    const res = await post(
      t,
      "/api/drivers",
      { ...row, status: "inactive" },
      dataadmin,
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
      t,
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
      dataadmin,
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
      await post(t, "/api/drivers", body, dataadmin),
      422,
      "licenseExpiresOn: This field is required.",
      [{ field: "licenseExpiresOn", message: "This field is required." }],
    );
    expectError(
      await post(
        t,
        "/api/drivers",
        driverBody({ licenseExpiresOn: "12/31/2030" }),
        dataadmin,
      ),
      422,
      `licenseExpiresOn: ${DRIVER_MESSAGES.date}`,
      [{ field: "licenseExpiresOn", message: DRIVER_MESSAGES.date }],
    );
  });

  it("the linked account must exist and hold the driver role", async () => {
    const nurse = await buildUser(t.db, { role: "nurse" });
    for (const [userId, message] of [
      ["00000000-0000-4000-8000-000000000000", DRIVER_MESSAGES.userNotFound],
      [nurse.id, DRIVER_MESSAGES.userNotDriver],
    ]) {
      expectError(
        await post(t, "/api/drivers", driverBody({ userId }), dataadmin),
        422,
        `userId: ${message}`,
        [{ field: "userId", message }],
      );
    }
  });

  it("409 on a taken license number or an account linked twice", async () => {
    const account = await buildUser(t.db, { role: "driver" });
    const first = await buildDriver(t.db, {
      userId: account.id,
      licenseNumber: "DUP-1",
    });
    expectError(
      await post(
        t,
        "/api/drivers",
        driverBody({ licenseNumber: "dup-1" }),
        dataadmin,
      ),
      409,
      DRIVER_MESSAGES.licenseTaken,
      [{ field: "licenseNumber", message: DRIVER_MESSAGES.licenseTaken }],
    );
    expectError(
      await post(
        t,
        "/api/drivers",
        driverBody({ userId: account.id }),
        dataadmin,
      ),
      409,
      DRIVER_MESSAGES.userTaken,
      [{ field: "userId", message: DRIVER_MESSAGES.userTaken }],
    );
    // Saving the same driver again with its own number and account is fine.
    const again = await post(
      t,
      "/api/drivers",
      driverBody({
        driverId: first.id,
        licenseNumber: "DUP-1",
        userId: account.id,
      }),
      dataadmin,
    );
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe("search", () => {
  it("filters by status, license class, account, expiring credentials, link, term and ids", async () => {
    const tag = "fltr";
    const account = await buildUser(t.db, { role: "driver" });
    const a = await buildDriver(t.db, {
      lastName: `${tag} Able`,
      status: "active",
      licenseClass: "B",
      userId: account.id,
      cprCertifiedUntil: day(10),
    });
    const b = await buildDriver(t.db, {
      lastName: `${tag} Baker`,
      status: "on_leave",
      licenseClass: "D",
      licenseExpiresOn: day(-3),
    });
    const c = await buildDriver(t.db, {
      lastName: `${tag} Cole`,
      status: "inactive",
      licenseClass: "D",
      licenseExpiresOn: day(31),
    });
    const find = async (body: Record<string, unknown>) =>
      idsOf(
        await search(t, "/drivers", dataadmin, {
          searchTerm: tag,
          sortBy: "lastName",
          ...body,
        }),
      );
    expect(await find({})).toEqual([a.id, b.id, c.id]);
    expect(await find({ status: "on_leave" })).toEqual([b.id]);
    expect(await find({ licenseClass: "D" })).toEqual([b.id, c.id]);
    expect(await find({ userId: account.id })).toEqual([a.id]);
    expect(await find({ credentialsExpiringWithinDays: 30 })).toEqual([
      a.id,
      b.id,
    ]);
    expect(await find({ credentialsExpiringWithinDays: 31 })).toEqual([
      a.id,
      b.id,
      c.id,
    ]);
    expect(await find({ linked: true })).toEqual([a.id]);
    expect(await find({ linked: false })).toEqual([b.id, c.id]);
    expect(
      await find({ additionalArrayFilters: { driverId: [a.id, c.id] } }),
    ).toEqual([a.id, c.id]);
    expect(
      await find({
        additionalArrayFilters: { status: ["active", "inactive"] },
      }),
    ).toEqual([a.id, c.id]);
    expect(await find({ searchTerm: `${tag} bak` })).toEqual([b.id]);
    const rows = (await search(t, "/drivers", dataadmin, { searchTerm: tag }))
      .data;
    expect(rows.map((r) => [r.driverId, r.credentialsState])).toEqual([
      [a.id, "expiringSoon"],
      [b.id, "expired"],
      [c.id, "valid"],
    ]);
  });

  it("400 on an unknown filter or sort, or a filter of the wrong type", async () => {
    expectError(
      await post(t, "/api/drivers/search", { vehicleId: "x" }, dataadmin),
      400,
      "Unknown filter: vehicleId.",
    );
    expectError(
      await post(
        t,
        "/api/drivers/search",
        { credentialsExpiringWithinDays: "soon" },
        dataadmin,
      ),
      400,
      "Filter credentialsExpiringWithinDays expects a number value.",
    );
    expectError(
      await post(t, "/api/drivers/search", { sortBy: "email" }, dataadmin),
      400,
      "Cannot sort by email. Sortable fields: lastName, firstName, licenseNumber, licenseExpiresOn, credentialsExpireOn, hireDate, status, createdAt.",
    );
  });

  it("sorts by every sortable field, both ways", async () => {
    const tag = "srtd";
    // Each field orders the three rows differently.
    for (const [i, status] of ["inactive", "active", "on_leave"].entries()) {
      await buildDriver(t.db, {
        firstName: `F${(i * 7) % 3}`,
        lastName: `${tag} L${(i * 2) % 3}`,
        licenseNumber: `SRT${(i * 5) % 3}${tag}`,
        licenseExpiresOn: day(100 + ((i * 4) % 3)),
        cprCertifiedUntil: day(50 + ((i * 8) % 3)),
        hireDate: addDays("2020-01-01", (i * 11) % 3),
        status,
        createdAt: new Date(Date.UTC(2024, 0, 3 - i)),
      });
    }
    const api = (await search(t, "/drivers", dataadmin, { searchTerm: tag }))
      .data;
    for (const field of [
      "lastName",
      "firstName",
      "licenseNumber",
      "licenseExpiresOn",
      "credentialsExpireOn",
      "hireDate",
      "status",
      "createdAt",
    ]) {
      for (const sortDescending of [false, true]) {
        const body = await search(t, "/drivers", dataadmin, {
          searchTerm: tag,
          sortBy: field,
          sortDescending,
        });
        expect(idsOf(body), `${field} ${sortDescending}`).toEqual(
          expectedOrder(api, field, "driverId", sortDescending),
        );
      }
    }
  });

  it("filters by creation date (fromDate inclusive, toDate exclusive)", async () => {
    const tag = "dated";
    const early = await buildDriver(t.db, {
      lastName: `${tag} a`,
      createdAt: new Date("2023-03-01T10:00:00Z"),
    });
    await buildDriver(t.db, {
      lastName: `${tag} b`,
      createdAt: new Date("2023-03-05T10:00:00Z"),
    });
    expect(
      idsOf(
        await search(t, "/drivers", dataadmin, {
          searchTerm: tag,
          fromDate: "2023-03-01",
          toDate: "2023-03-02",
        }),
      ),
    ).toEqual([early.id]);
  });
});

describe("access", () => {
  it("401 without a session on every call", async () => {
    const driver = await buildDriver(t.db);
    expectError(await get(t, `/api/drivers/${driver.id}`), 401);
    expectError(await post(t, "/api/drivers/search", {}), 401);
    expectError(await post(t, "/api/drivers", driverBody()), 401);
    expectError(await del(t, `/api/drivers/${driver.id}`), 401);
  });

  it("403 for roles without a driver privilege; drivers may not write", async () => {
    const driver = await buildDriver(t.db);
    for (const role of ["nurse", "facilityadmin", "customer"] as const) {
      const { headers } = await as(t, role);
      expectError(await post(t, "/api/drivers/search", {}, headers), 403);
      expectError(await get(t, `/api/drivers/${driver.id}`, headers), 403);
      expectError(await post(t, "/api/drivers", driverBody(), headers), 403);
      expectError(await del(t, `/api/drivers/${driver.id}`, headers), 403);
    }
    const { headers } = await as(t, "driver");
    expectError(await post(t, "/api/drivers", driverBody(), headers), 403);
    expectError(await del(t, `/api/drivers/${driver.id}`, headers), 403);
  });

  it("a driver sees their own record only; an unlinked driver sees none", async () => {
    const mine = await as(t, "driver");
    const own = await buildDriver(t.db, { userId: mine.user.id });
    const other = await buildDriver(t.db);
    const seen = await search(t, "/drivers", mine.headers, { pageSize: 100 });
    expect(seen.data.map((d) => d.driverId)).toEqual([own.id]);
    expect(seen.total).toBe(1);
    expect(
      (await get(t, `/api/drivers/${own.id}`, mine.headers)).statusCode,
    ).toBe(200);
    expectError(
      await get(t, `/api/drivers/${other.id}`, mine.headers),
      404,
      "Driver not found.",
    );
    const unlinked = await as(t, "driver");
    expect((await search(t, "/drivers", unlinked.headers, {})).data).toEqual(
      [],
    );
  });

  it("systemadmin and dataadmin see every driver", async () => {
    const d = await buildDriver(t.db, { lastName: "visible everywhere" });
    for (const role of ["systemadmin", "dataadmin"] as const) {
      const { headers } = await as(t, role);
      expect(
        idsOf(await search(t, "/drivers", headers, { searchTerm: "visible" })),
      ).toEqual([d.id]);
    }
  });
});
