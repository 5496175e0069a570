/**
 * Two API processes on one PostgreSQL behave as one (issue 10): a trip changed through one reaches a
 * socket connected to the other. Each "process" is an app with its own pool and its own LISTEN
 * connection on the same database, as two servers would have. PostgreSQL only (CI's second stage).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { testConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { openPostgres } from "../../server/db/client";
import type { Headers } from "./support/api";
import { as, del, post } from "./support/api";
import type { Listener } from "./support/realtimeClient";
import { connectAs, pause, tokenOf } from "./support/realtimeClient";
import { insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("two API processes on one PostgreSQL", () => {
  let first: TestApp;
  let secondDb: Database;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let dispatch: Headers;
  let listener: Listener | undefined;

  beforeAll(async () => {
    first = await buildTestApp();
    secondDb = await openPostgres({
      url: first.databaseUrl!,
      poolMax: 2,
      statementTimeoutMs: 10_000,
      connectTimeoutMs: 5_000,
    });
    second = await buildApp({
      // The periodic re-check never runs here: a socket dropped was dropped by the notification.
      config: testConfig({
        RATE_LIMIT_MAX: "100000",
        REALTIME_SESSION_CHECK_SECONDS: "3600",
      }),
      database: secondDb,
    });
    await second.listen({ port: 0, host: "127.0.0.1" });
    dispatch = (await as(first, "dataadmin")).headers;
  });
  afterAll(async () => {
    listener?.close();
    await second?.close();
    await secondDb?.close();
    await first?.close();
  });

  it("delivers a change made through one process to a socket on the other", async () => {
    const address = second.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    listener = await connectAs(
      `http://127.0.0.1:${address.port}`,
      tokenOf(dispatch),
    );
    const trip = await insertTrip(first.db);
    const started = Date.now();
    const res = await post(
      first,
      `/api/trips/${trip.id}/events`,
      { event: "confirm", expectedTripStatus: "pending" },
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await listener.waitFor(trip.id)).toEqual({
      topic: "trips",
      ids: [trip.id],
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("drops a socket on the other process within a second or so of its sign-out (issue 21)", async () => {
    const address = second.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const nurse = await as(first, "nurse");
    const socket = await connectAs(
      `http://127.0.0.1:${address.port}`,
      tokenOf(nurse.headers),
    );
    try {
      const gone = new Promise<void>((resolve) =>
        socket.socket.once("disconnect", () => resolve()),
      );
      const res = await del(first, "/api/auth/sessions", nurse.headers);
      expect(res.statusCode, res.body).toBe(200);
      await Promise.race([
        gone,
        pause(1500).then(() => {
          throw new Error("the socket outlived its session");
        }),
      ]);
      expect(socket.socket.connected).toBe(false);
    } finally {
      socket.close();
    }
  });
});
