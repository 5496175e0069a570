/**
 * Driver status records, for both kinds: who may do what (a driver their own records only), and
 * the routing under /drivers. The generic calls, filters and sorting are in driver-status.test.ts.
 */
import { describe, expect, it } from "vitest";
import { DRIVER_STATUS_MESSAGES as M } from "../../domain/schemas/driverStatus";
import { as, del, expectError, get, post, search } from "./support/api";
import {
  buildDriver,
  buildInfluenceStatusRecord,
  buildOnlineStatusRecord,
} from "./support/driverFactories";
import { driverStatusWorld, KINDS } from "./support/driverStatusKinds";

const { w, kindCalls } = driverStatusWorld();

describe.each(KINDS)("$entity", (k) => {
  const { api, build } = kindCalls(k);

  it("401 without a session, 403 for roles without the privilege", async () => {
    const driver = await buildDriver(w.t.db);
    const record = await build(driver.id, true);
    const body = {
      driverId: driver.id,
      latitude: 1,
      longitude: 1,
      [k.flag]: true,
    };
    expectError(await get(w.t, `${api}/${record.id}`), 401);
    expectError(await post(w.t, `${api}/search`, {}), 401);
    expectError(await post(w.t, api, body), 401);
    expectError(await del(w.t, `${api}/${record.id}`), 401);
    for (const role of ["nurse", "facilityadmin", "customer"] as const) {
      const { headers } = await as(w.t, role);
      expectError(await get(w.t, `${api}/${record.id}`, headers), 403);
      expectError(await post(w.t, `${api}/search`, {}, headers), 403);
      expectError(await post(w.t, api, body, headers), 403);
      expectError(await del(w.t, `${api}/${record.id}`, headers), 403);
    }
  });

  it("a driver reads and posts their own records only, and cannot delete or rewrite", async () => {
    const me = await as(w.t, "driver");
    const mine = await buildDriver(w.t.db, { userId: me.user.id });
    const theirs = await buildDriver(w.t.db);
    const own = await build(mine.id, true);
    const foreign = await build(theirs.id, true);

    const seen = await search(w.t, k.prefix, me.headers, { pageSize: 100 });
    expect(seen.data.map((r) => r[k.idField])).toEqual([own.id]);
    expect((await get(w.t, `${api}/${own.id}`, me.headers)).statusCode).toBe(
      200,
    );
    expectError(
      await get(w.t, `${api}/${foreign.id}`, me.headers),
      404,
      `${k.entity} not found.`,
    );
    // Asking for someone else's records by filter still shows nothing of theirs.
    expect(
      (await search(w.t, k.prefix, me.headers, { driverId: theirs.id })).data,
    ).toEqual([]);

    const posted = await post(
      w.t,
      api,
      { driverId: mine.id, latitude: 40, longitude: -83, [k.flag]: false },
      me.headers,
    );
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().message).toBe(`New ${k.entity} added.`);

    expectError(
      await post(
        w.t,
        api,
        { driverId: theirs.id, latitude: 40, longitude: -83, [k.flag]: false },
        me.headers,
      ),
      403,
      M.ownStatusOnly,
    );
    expectError(
      await post(
        w.t,
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
    expectError(await del(w.t, `${api}/${own.id}`, me.headers), 403);
  });

  it("a driver without a driver record sees nothing and cannot post", async () => {
    const lone = await as(w.t, "driver");
    const driver = await buildDriver(w.t.db);
    await build(driver.id, true);
    expect((await search(w.t, k.prefix, lone.headers, {})).data).toEqual([]);
    expectError(
      await post(
        w.t,
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
    const driver = await buildDriver(w.t.db);
    const online = await buildOnlineStatusRecord(w.t.db, {
      driverId: driver.id,
    });
    const influence = await buildInfluenceStatusRecord(w.t.db, {
      driverId: driver.id,
    });
    expect(
      (
        await get(
          w.t,
          `/api/drivers/online-status-records/${online.id}`,
          w.dataadmin,
        )
      ).json().data.onlineStatusRecordId,
    ).toBe(online.id);
    expect(
      (
        await get(
          w.t,
          `/api/drivers/influence-status-records/${influence.id}`,
          w.dataadmin,
        )
      ).json().data.alcoholAndDrugStatusRecordId,
    ).toBe(influence.id);
    expect(
      (await get(w.t, `/api/drivers/${driver.id}`, w.dataadmin)).json().data
        .driverId,
    ).toBe(driver.id);
    // A record id is not a driver id, and the bare prefix reads as GET /drivers/:id.
    expectError(
      await get(w.t, `/api/drivers/${online.id}`, w.dataadmin),
      404,
      "Driver not found.",
    );
    expectError(
      await get(w.t, "/api/drivers/online-status-records", w.dataadmin),
      404,
      "Driver not found.",
    );
    expect(
      (
        await search(w.t, "/drivers/online-status-records", w.dataadmin, {
          driverId: driver.id,
        })
      ).data,
    ).toHaveLength(1);
  });
});
