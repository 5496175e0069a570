/**
 * PGlite in a worker thread (issue 13): a slow query no longer stops the event loop, while the app
 * still sees one PGlite: transactions exclusive and rolled back on error, PostgreSQL's error fields,
 * NOTIFY before the write resolves, the same values as on the main thread, dumps that load. PGlite
 * only: on PostgreSQL (TEST_DATABASE_URL) there is no worker.
 */
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PgliteDatabase } from "../../server/db/client";
import { openPglite } from "../../server/db/client";
import { dbError, isDatabaseUnavailable } from "../../server/errors";
import type { Headers } from "./support/api";
import { as, expectError, get, post } from "./support/api";
import { migratedPgliteDump } from "./support/dbTemplate";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { uniqueVin } from "./support/vehicleFactories";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestApp;
let pglite: PgliteDatabase;
let dataadmin: Headers;

/** The app's Db type leaves a raw statement's result untyped: PGlite's is { rows, fields }. */
type Raw<Row> = { rows: Row[]; fields: unknown[] };
const raw = async <Row = Record<string, unknown>>(result: Promise<unknown>) =>
  (await result) as Raw<Row>;

const count = async (id: number) =>
  (
    await raw<{ n: number }>(
      t.db.execute(
        sql`select count(*)::int as n from pgw_rows where id = ${id}`,
      ),
    )
  ).rows[0].n;

describe.skipIf(!!process.env.TEST_DATABASE_URL)("PGlite in a worker", () => {
  beforeAll(async () => {
    t = await buildTestApp({}, { pgliteWorker: true });
    pglite = t.database as PgliteDatabase;
    dataadmin = (await as(t, "dataadmin")).headers;
    await t.db.execute(
      sql`create table pgw_rows (id int primary key, note text)`,
    );
  });
  afterAll(() => t?.close());

  it("answers other requests and timers while a slow query runs", async () => {
    // The longest wait between ticks of a 10 ms timer: on the main thread, the whole query.
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    let slowDone = false;
    const slow = t.db
      .execute(sql`select pg_sleep(1)`)
      .then(() => (slowDone = true));
    try {
      await pause(100);
      const live = await get(t, "/api/health/live");
      expect(live.statusCode).toBe(200);
      expect(slowDone).toBe(false);
      await slow;
    } finally {
      clearInterval(timer);
    }
    expect(longestGap).toBeLessThan(500);
  });

  it("holds other queries back until a transaction ends, so they never see its rolled-back writes", async () => {
    const order: string[] = [];
    let outside: Promise<number> | undefined;
    const failed = t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pgw_rows values (1, 'uncommitted')`);
      // One connection: had this run inside the open transaction, it would count the row.
      outside = count(1).then((n) => {
        order.push("outside query");
        return n;
      });
      await pause(150);
      order.push("transaction ends");
      throw new Error("roll back");
    });
    await expect(failed).rejects.toThrow("roll back");
    expect(await outside).toBe(0);
    expect(order).toEqual(["transaction ends", "outside query"]);
  });

  it("rolls back a failed savepoint and a failed statement, keeping the rest", async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pgw_rows values (2, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into pgw_rows values (3, 'inner')`);
          throw new Error("inner fails");
        })
        .catch(() => undefined);
    });
    expect([await count(2), await count(3)]).toEqual([1, 0]);

    const duplicate = t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pgw_rows values (4, 'first')`);
      await tx.execute(sql`insert into pgw_rows values (2, 'clash')`);
    });
    await expect(duplicate).rejects.toSatisfy(
      (e) => dbError(e)?.code === "23505",
    );
    expect(await count(4)).toBe(0);
  });

  it("keeps PostgreSQL's error fields: a unique violation answers 409", async () => {
    const body = (vin: string) => ({
      licensePlate: "PGW 13",
      vin,
      make: "Honda",
      model: "Odyssey",
      year: 2021,
      capacity: 6,
      wheelchairAccessible: true,
      stretcherCapable: false,
      insuranceExpiresOn: "2030-01-31",
      registrationExpiresOn: null,
      status: "active",
    });
    const first = await post(t, "/api/vehicles", body(uniqueVin()), dataadmin);
    expect(first.statusCode, first.body).toBe(201);
    const message = "A vehicle with this license plate already exists.";
    expectError(
      await post(t, "/api/vehicles", body(uniqueVin()), dataadmin),
      409,
      message,
      [{ field: "licensePlate", message }],
    );

    const error = await t.db
      .execute(sql`insert into pgw_rows values (2, 'again')`)
      .catch((e: unknown) => e);
    expect(dbError(error)).toMatchObject({
      code: "23505",
      constraint: "pgw_rows_pkey",
      detail: "Key (id)=(2) already exists.",
    });
  });

  it("delivers NOTIFY to listeners before the notifying write resolves, and only on commit", async () => {
    const heard: string[] = [];
    const stop = await pglite.listen("pgw_channel", (p) => heard.push(p));
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('pgw_channel', 'committed')`);
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(["committed"]);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('pgw_channel', 'rolled back')`);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await t.db.execute(sql`select pg_notify('pgw_channel', 'plain')`);
    expect(heard).toEqual(["committed", "plain"]);
    await stop();
    await t.db.execute(sql`select pg_notify('pgw_channel', 'after stop')`);
    expect(heard).toEqual(["committed", "plain"]);
  });

  it("sends and returns the same values as PGlite on the main thread", async () => {
    const mainThread = await openPglite({
      loadDataDir: await migratedPgliteDump(),
      worker: false,
    });
    try {
      const query = sql`select
        ${new Date("2024-02-29T12:34:56.789Z")}::timestamptz as at,
        ${Buffer.from([0, 1, 255])}::bytea as bytes,
        ${new Uint8Array([7, 8])}::bytea as more_bytes,
        ${9007199254740993n}::int8 as big,
        ${JSON.stringify({ a: [1, "x"], b: null })}::jsonb as doc,
        ${{ plain: "object" }}::json as object,
        array[1, 2, 3]::int[] as ints,
        ${"it's \u00e9"}::text as text,
        ${true} as flag,
        '1.50'::numeric as num,
        array['1.5', '2']::numeric[] as nums,
        interval '1 day 2 hours' as span,
        date '2024-02-29' as day,
        array[timestamp '2024-01-01 00:00'] as stamps,
        null::text as nothing`;
      const [inWorker, onMain] = await Promise.all([
        raw(t.db.execute(query)),
        raw(mainThread.db.execute(query)),
      ]);
      expect(inWorker.rows).toEqual(onMain.rows);
      expect(inWorker.rows[0].bytes).toEqual(new Uint8Array([0, 1, 255]));
      expect(inWorker.fields).toEqual(onMain.fields);
    } finally {
      await mainThread.close();
    }
  });

  it("dumps a data directory that loads; a crashed or closed database fails fast as unavailable", async () => {
    await t.db.execute(sql`insert into pgw_rows values (10, 'kept')`);
    const copy = await openPglite({ loadDataDir: await pglite.dumpDataDir() });
    const { rows } = await raw(
      copy.db.execute(sql`select note from pgw_rows where id = 10`),
    );
    expect(rows).toEqual([{ note: "kept" }]);

    // The copy's thread, caught as it is woken for a query (the client keeps it private).
    const threads: Worker[] = [];
    const ref = Worker.prototype.ref;
    Worker.prototype.ref = function (this: Worker) {
      threads.push(this);
      ref.call(this);
    };
    let slow: Promise<unknown>;
    try {
      slow = copy.db.execute(sql`select pg_sleep(30)`).catch((e: unknown) => e);
    } finally {
      Worker.prototype.ref = ref;
    }
    await pause(100);
    expect(threads).toHaveLength(1);
    await threads[0].terminate();
    // Not a hang: the pending query and every later one fail as "database unavailable" (503).
    expect(isDatabaseUnavailable(await slow)).toBe(true);
    expect(
      isDatabaseUnavailable(await copy.ping().catch((e: unknown) => e)),
    ).toBe(true);
    await copy.close();
    await copy.close();
    expect(
      isDatabaseUnavailable(await copy.ping().catch((e: unknown) => e)),
    ).toBe(true);
  });
});
