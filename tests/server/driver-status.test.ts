import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVER_STATUS_MESSAGES as M } from "../../domain/schemas/driverStatus";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import {
  buildDriver,
  buildInfluenceStatusRecord,
  buildOnlineStatusRecord,
} from "./support/driverFactories";
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

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 8, minute));

/** The two record kinds differ only in their prefix, id field, flag and entity name. */
const KINDS = [
  {
    prefix: "/drivers/online-status-records",
    idField: "onlineStatusRecordId",
    flag: "onlineStatus",
    entity: "Online Status Record",
    build: buildOnlineStatusRecord,
  },
  {
    prefix: "/drivers/influence-status-records",
    idField: "alcoholAndDrugStatusRecordId",
    flag: "underTheInfluenceStatus",
    entity: "Influence Status Record",
    build: buildInfluenceStatusRecord,
  },
] as const;

describe.each(KINDS)("$entity", (k) => {
  const api = `/api${k.prefix}`;
  const build = (driverId: string, flag: boolean, createdAt?: Date) =>
    k.build(t.db, { driverId, [k.flag]: flag, createdAt });

  it("create 201, get, update 200, delete 200 then 404", async () => {
    const driver = await buildDriver(t.db);
    const created = await post(
      t,
      api,
      {
        driverId: driver.id,
        latitude: 39.9612,
        longitude: -82.9988,
        [k.flag]: true,
      },
      dataadmin,
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
    expect((await get(t, `${api}/${id}`, dataadmin)).json()).toEqual({
      code: 200,
      message: "OK",
      data,
    });
    const updated = await post(
      t,
      api,
      {
        [k.idField]: id,
        driverId: driver.id,
        latitude: 0,
        longitude: 0,
        [k.flag]: false,
      },
      dataadmin,
    );
    expect(updated.json()).toMatchObject({
      code: 200,
      message: `${k.entity} updated.`,
      data: { [k.idField]: id, latitude: 0, longitude: 0, [k.flag]: false },
    });
    expect((await del(t, `${api}/${id}`, dataadmin)).json()).toMatchObject({
      code: 200,
      message: `${k.entity} deleted.`,
    });
    expectError(
      await get(t, `${api}/${id}`, dataadmin),
      404,
      `${k.entity} not found.`,
    );
    expectError(
      await del(t, `${api}/${id}`, dataadmin),
      404,
      `${k.entity} not found.`,
    );
  });

  it("422 on coordinates out of range, a missing flag or an unknown driver", async () => {
    const driver = await buildDriver(t.db);
    const res = await post(
      t,
      api,
      { driverId: driver.id, latitude: 90.5, longitude: -181 },
      dataadmin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "latitude", message: M.latitude },
      { field: "longitude", message: M.longitude },
      { field: k.flag, message: M.status },
    ]);
    expectError(
      await post(
        t,
        api,
        { driverId: "nope", latitude: "1", longitude: 2, [k.flag]: true },
        dataadmin,
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
        t,
        api,
        { driverId: unknown, latitude: 1, longitude: 2, [k.flag]: true },
        dataadmin,
      ),
      422,
      `driverId: ${M.driverNotFound}`,
      [{ field: "driverId", message: M.driverNotFound }],
    );
  });

  it("the latest-status lookup: driverId filter, createdAt descending, page size 1", async () => {
    const driver = await buildDriver(t.db);
    const other = await buildDriver(t.db);
    await build(driver.id, true, at(1));
    const latest = await build(driver.id, false, at(3));
    await build(driver.id, true, at(2));
    await build(other.id, true, at(4));
    const body = await search(t, k.prefix, dataadmin, {
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
    const driver = await buildDriver(t.db);
    const a = await build(driver.id, true, at(10));
    const b = await build(driver.id, false, at(20));
    const c = await build(driver.id, true, at(30));
    const find = async (body: Record<string, unknown>) =>
      (await search(t, k.prefix, dataadmin, { driverId: driver.id, ...body }))
        .data;
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
      await post(t, `${api}/search`, { sortBy: "latitude" }, dataadmin),
      400,
      "Cannot sort by latitude. Sortable fields: createdAt.",
    );
  });

  it("401 without a session, 403 for roles without the privilege", async () => {
    const driver = await buildDriver(t.db);
    const record = await build(driver.id, true);
    const body = {
      driverId: driver.id,
      latitude: 1,
      longitude: 1,
      [k.flag]: true,
    };
    expectError(await get(t, `${api}/${record.id}`), 401);
    expectError(await post(t, `${api}/search`, {}), 401);
    expectError(await post(t, api, body), 401);
    expectError(await del(t, `${api}/${record.id}`), 401);
    for (const role of ["nurse", "facilityadmin", "customer"] as const) {
      const { headers } = await as(t, role);
      expectError(await get(t, `${api}/${record.id}`, headers), 403);
      expectError(await post(t, `${api}/search`, {}, headers), 403);
      expectError(await post(t, api, body, headers), 403);
      expectError(await del(t, `${api}/${record.id}`, headers), 403);
    }
  });

  it("a driver reads and posts their own records only, and cannot delete or rewrite", async () => {
    const me = await as(t, "driver");
    const mine = await buildDriver(t.db, { userId: me.user.id });
    const theirs = await buildDriver(t.db);
    const own = await build(mine.id, true);
    const foreign = await build(theirs.id, true);

    const seen = await search(t, k.prefix, me.headers, { pageSize: 100 });
    expect(seen.data.map((r) => r[k.idField])).toEqual([own.id]);
    expect((await get(t, `${api}/${own.id}`, me.headers)).statusCode).toBe(200);
    expectError(
      await get(t, `${api}/${foreign.id}`, me.headers),
      404,
      `${k.entity} not found.`,
    );
    // Asking for someone else's records by filter still shows nothing of theirs.
    expect(
      (await search(t, k.prefix, me.headers, { driverId: theirs.id })).data,
    ).toEqual([]);

    const posted = await post(
      t,
      api,
      { driverId: mine.id, latitude: 40, longitude: -83, [k.flag]: false },
      me.headers,
    );
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().message).toBe(`New ${k.entity} added.`);

    expectError(
      await post(
        t,
        api,
        { driverId: theirs.id, latitude: 40, longitude: -83, [k.flag]: false },
        me.headers,
      ),
      403,
      M.ownStatusOnly,
    );
    expectError(
      await post(
        t,
        api,
        {
          [k.idField]: own.id,
          driverId: mine.id,
          latitude: 1,
          longitude: 1,
          [k.flag]: false,
        },
        me.headers,
      ),
      403,
      M.noRewrite,
    );
    expectError(await del(t, `${api}/${own.id}`, me.headers), 403);
  });

  it("a driver without a driver record sees nothing and cannot post", async () => {
    const lone = await as(t, "driver");
    const driver = await buildDriver(t.db);
    await build(driver.id, true);
    expect((await search(t, k.prefix, lone.headers, {})).data).toEqual([]);
    expectError(
      await post(
        t,
        api,
        { driverId: driver.id, latitude: 1, longitude: 1, [k.flag]: true },
        lone.headers,
      ),
      403,
      M.ownStatusOnly,
    );
  });
});

describe("routing under /drivers", () => {
  it("GET /drivers/online-status-records/:id and GET /drivers/:id don't collide", async () => {
    const driver = await buildDriver(t.db);
    const online = await buildOnlineStatusRecord(t.db, { driverId: driver.id });
    const influence = await buildInfluenceStatusRecord(t.db, {
      driverId: driver.id,
    });
    expect(
      (
        await get(
          t,
          `/api/drivers/online-status-records/${online.id}`,
          dataadmin,
        )
      ).json().data.onlineStatusRecordId,
    ).toBe(online.id);
    expect(
      (
        await get(
          t,
          `/api/drivers/influence-status-records/${influence.id}`,
          dataadmin,
        )
      ).json().data.alcoholAndDrugStatusRecordId,
    ).toBe(influence.id);
    expect(
      (await get(t, `/api/drivers/${driver.id}`, dataadmin)).json().data
        .driverId,
    ).toBe(driver.id);
    // A record id is not a driver id, and the bare prefix reads as GET /drivers/:id.
    expectError(
      await get(t, `/api/drivers/${online.id}`, dataadmin),
      404,
      "Driver not found.",
    );
    expectError(
      await get(t, "/api/drivers/online-status-records", dataadmin),
      404,
      "Driver not found.",
    );
    expect(
      (
        await search(t, "/drivers/online-status-records", dataadmin, {
          driverId: driver.id,
        })
      ).data,
    ).toHaveLength(1);
  });
});
