/**
 * Driver status records (online status, influence attestations), for both kinds: the generic
 * calls, validation, the latest-status lookup, filters and sorting. Who may do what and the routing
 * under /drivers are in driver-status-access.test.ts.
 */
import { describe, expect, it } from "vitest";
import { DRIVER_STATUS_MESSAGES as M } from "../../domain/schemas/driverStatus";
import { del, expectError, get, post, search } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { expectedOrder } from "./support/sorting";
import { at, driverStatusWorld, KINDS } from "./support/driverStatusKinds";

const { w, kindCalls } = driverStatusWorld();

describe.each(KINDS)("$entity", (k) => {
  const { api, build } = kindCalls(k);

  it("create 201, get, update 200, delete 200 then 404", async () => {
    const driver = await buildDriver(w.t.db);
    const created = await post(
      w.t,
      api,
      {
        driverId: driver.id,
        latitude: 39.9612,
        longitude: -82.9988,
        [k.flag]: true,
      },
      w.dataadmin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    const id = data[k.idField];
    expect(created.json()).toEqual({
      code: 201,
      message: `New ${k.entity} added.`,
      data: {
        [k.idField]: id,
        _id: id,
        id,
        driverId: driver.id,
        latitude: 39.9612,
        longitude: -82.9988,
        [k.flag]: true,
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    expect((await get(w.t, `${api}/${id}`, w.dataadmin)).json()).toEqual({
      code: 200,
      message: "OK",
      data,
    });
    const updated = await post(
      w.t,
      api,
      {
        [k.idField]: id,
        driverId: driver.id,
        latitude: 0,
        longitude: 0,
        [k.flag]: false,
      },
      w.dataadmin,
    );
    expect(updated.json()).toMatchObject({
      code: 200,
      message: `${k.entity} updated.`,
      data: { [k.idField]: id, latitude: 0, longitude: 0, [k.flag]: false },
    });
    expect((await del(w.t, `${api}/${id}`, w.dataadmin)).json()).toMatchObject({
      code: 200,
      message: `${k.entity} deleted.`,
    });
    expectError(
      await get(w.t, `${api}/${id}`, w.dataadmin),
      404,
      `${k.entity} not found.`,
    );
    expectError(
      await del(w.t, `${api}/${id}`, w.dataadmin),
      404,
      `${k.entity} not found.`,
    );
  });

  it("422 on coordinates out of range, a missing flag or an unknown driver", async () => {
    const driver = await buildDriver(w.t.db);
    const res = await post(
      w.t,
      api,
      { driverId: driver.id, latitude: 90.5, longitude: -181 },
      w.dataadmin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "latitude", message: M.latitude },
      { field: "longitude", message: M.longitude },
      { field: k.flag, message: M.status },
    ]);
    expectError(
      await post(
        w.t,
        api,
        { driverId: "nope", latitude: "1", longitude: 2, [k.flag]: true },
        w.dataadmin,
      ),
      422,
      `driverId: ${M.driverId} latitude: ${M.latitude}`,
      [
        { field: "driverId", message: M.driverId },
        { field: "latitude", message: M.latitude },
      ],
    );
    const unknown = "00000000-0000-4000-8000-000000000001";
    expectError(
      await post(
        w.t,
        api,
        { driverId: unknown, latitude: 1, longitude: 2, [k.flag]: true },
        w.dataadmin,
      ),
      422,
      `driverId: ${M.driverNotFound}`,
      [{ field: "driverId", message: M.driverNotFound }],
    );
  });

  it("the latest-status lookup: driverId filter, createdAt descending, page size 1", async () => {
    const driver = await buildDriver(w.t.db);
    const other = await buildDriver(w.t.db);
    await build(driver.id, true, at(1));
    const latest = await build(driver.id, false, at(3));
    await build(driver.id, true, at(2));
    await build(other.id, true, at(4));
    const body = await search(w.t, k.prefix, w.dataadmin, {
      pageNumber: 1,
      pageSize: 1,
      sortBy: "createdAt",
      sortDescending: true,
      driverId: driver.id,
    });
    expect(body.data.map((r) => r[k.idField])).toEqual([latest.id]);
    expect(body).toMatchObject({ total: 3, totalPages: 3, hasNextPage: true });
  });

  it("filters by flag and date, and sorts by createdAt both ways", async () => {
    const driver = await buildDriver(w.t.db);
    const a = await build(driver.id, true, at(10));
    const b = await build(driver.id, false, at(20));
    const c = await build(driver.id, true, at(30));
    const find = async (body: Record<string, unknown>) =>
      (
        await search(w.t, k.prefix, w.dataadmin, {
          driverId: driver.id,
          ...body,
        })
      ).data;
    const ids = (rows: Record<string, unknown>[]) =>
      rows.map((r) => r[k.idField]);
    expect(ids(await find({}))).toEqual([a.id, b.id, c.id]);
    expect(ids(await find({ [k.flag]: true }))).toEqual([a.id, c.id]);
    expect(ids(await find({ [k.flag]: false }))).toEqual([b.id]);
    expect(
      ids(
        await find({
          fromDate: at(15).toISOString(),
          toDate: at(30).toISOString(),
        }),
      ),
    ).toEqual([b.id]);
    const all = await find({});
    for (const sortDescending of [false, true]) {
      expect(ids(await find({ sortBy: "createdAt", sortDescending }))).toEqual(
        expectedOrder(all, "createdAt", k.idField, sortDescending),
      );
    }
    expectError(
      await post(w.t, `${api}/search`, { sortBy: "latitude" }, w.dataadmin),
      400,
      "Cannot sort by latitude. Sortable fields: createdAt.",
    );
  });
});
