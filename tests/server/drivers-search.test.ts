/**
 * Drivers: search (filters, sorting, creation dates) and who may see which driver. The generic
 * calls and validation are in drivers-crud.test.ts.
 */
import { describe, expect, it } from "vitest";
import { addDays, todayIso } from "../../domain/expiry";
import { as, del, expectError, get, post, search } from "./support/api";
import { buildDriver, driverBody } from "./support/driverFactories";
import { buildUser } from "./support/factories";
import { expectedOrder } from "./support/sorting";
import { appWorld } from "./support/appWorld";

const w = appWorld(async (t) => ({
  dataadmin: (await as(t, "dataadmin")).headers,
}));

const today = todayIso();
const idsOf = (b: { data: Record<string, unknown>[] }) =>
  b.data.map((d) => d.driverId);
const day = (n: number) => addDays(today, n);

describe("search", () => {
  it("filters by status, license class, account, expiring credentials, link, term and ids", async () => {
    const tag = "fltr";
    const account = await buildUser(w.t.db, { role: "driver" });
    const a = await buildDriver(w.t.db, {
      lastName: `${tag} Able`,
      status: "active",
      licenseClass: "B",
      userId: account.id,
      cprCertifiedUntil: day(10),
    });
    const b = await buildDriver(w.t.db, {
      lastName: `${tag} Baker`,
      status: "on_leave",
      licenseClass: "D",
      licenseExpiresOn: day(-3),
    });
    const c = await buildDriver(w.t.db, {
      lastName: `${tag} Cole`,
      status: "inactive",
      licenseClass: "D",
      licenseExpiresOn: day(31),
    });
    const find = async (body: Record<string, unknown>) =>
      idsOf(
        await search(w.t, "/drivers", w.dataadmin, {
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
    const rows = (
      await search(w.t, "/drivers", w.dataadmin, { searchTerm: tag })
    ).data;
    expect(rows.map((r) => [r.driverId, r.credentialsState])).toEqual([
      [a.id, "expiringSoon"],
      [b.id, "expired"],
      [c.id, "valid"],
    ]);
  });

  it("400 on an unknown filter or sort, or a filter of the wrong type", async () => {
    expectError(
      await post(w.t, "/api/drivers/search", { vehicleId: "x" }, w.dataadmin),
      400,
      "Unknown filter: vehicleId.",
    );
    expectError(
      await post(
        w.t,
        "/api/drivers/search",
        { credentialsExpiringWithinDays: "soon" },
        w.dataadmin,
      ),
      400,
      "Filter credentialsExpiringWithinDays expects a number value.",
    );
    expectError(
      await post(w.t, "/api/drivers/search", { sortBy: "email" }, w.dataadmin),
      400,
      "Cannot sort by email. Sortable fields: lastName, firstName, licenseNumber, licenseExpiresOn, credentialsExpireOn, hireDate, status, createdAt.",
    );
  });

  it("sorts by every sortable field, both ways", async () => {
    const tag = "srtd";
    // Each field orders the three rows differently.
    for (const [i, status] of ["inactive", "active", "on_leave"].entries()) {
      await buildDriver(w.t.db, {
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
    const api = (
      await search(w.t, "/drivers", w.dataadmin, { searchTerm: tag })
    ).data;
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
        const body = await search(w.t, "/drivers", w.dataadmin, {
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
    const early = await buildDriver(w.t.db, {
      lastName: `${tag} a`,
      createdAt: new Date("2023-03-01T10:00:00Z"),
    });
    await buildDriver(w.t.db, {
      lastName: `${tag} b`,
      createdAt: new Date("2023-03-05T10:00:00Z"),
    });
    expect(
      idsOf(
        await search(w.t, "/drivers", w.dataadmin, {
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
    const driver = await buildDriver(w.t.db);
    expectError(await get(w.t, `/api/drivers/${driver.id}`), 401);
    expectError(await post(w.t, "/api/drivers/search", {}), 401);
    expectError(await post(w.t, "/api/drivers", driverBody()), 401);
    expectError(await del(w.t, `/api/drivers/${driver.id}`), 401);
  });

  it("403 for roles without a driver privilege; drivers may not write", async () => {
    const driver = await buildDriver(w.t.db);
    for (const role of ["nurse", "facilityadmin", "customer"] as const) {
      const { headers } = await as(w.t, role);
      expectError(await post(w.t, "/api/drivers/search", {}, headers), 403);
      expectError(await get(w.t, `/api/drivers/${driver.id}`, headers), 403);
      expectError(await post(w.t, "/api/drivers", driverBody(), headers), 403);
      expectError(await del(w.t, `/api/drivers/${driver.id}`, headers), 403);
    }
    const { headers } = await as(w.t, "driver");
    expectError(await post(w.t, "/api/drivers", driverBody(), headers), 403);
    expectError(await del(w.t, `/api/drivers/${driver.id}`, headers), 403);
  });

  it("a driver sees their own record only; an unlinked driver sees none", async () => {
    const mine = await as(w.t, "driver");
    const own = await buildDriver(w.t.db, { userId: mine.user.id });
    const other = await buildDriver(w.t.db);
    const seen = await search(w.t, "/drivers", mine.headers, { pageSize: 100 });
    expect(seen.data.map((d) => d.driverId)).toEqual([own.id]);
    expect(seen.total).toBe(1);
    expect(
      (await get(w.t, `/api/drivers/${own.id}`, mine.headers)).statusCode,
    ).toBe(200);
    expectError(
      await get(w.t, `/api/drivers/${other.id}`, mine.headers),
      404,
      "Driver not found.",
    );
    const unlinked = await as(w.t, "driver");
    expect((await search(w.t, "/drivers", unlinked.headers, {})).data).toEqual(
      [],
    );
  });

  it("systemadmin and dataadmin see every driver", async () => {
    const d = await buildDriver(w.t.db, { lastName: "visible everywhere" });
    for (const role of ["systemadmin", "dataadmin"] as const) {
      const { headers } = await as(w.t, role);
      expect(
        idsOf(
          await search(w.t, "/drivers", headers, { searchTerm: "visible" }),
        ),
      ).toEqual([d.id]);
    }
  });
});
