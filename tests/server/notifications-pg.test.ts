/**
 * A notification reaches its recipient's open pages when another API process served the sender
 * (issue 25): app A writes it, a socket on app B hears of it, within a second or so. Each "process"
 * is an app with its own pool and LISTEN connection on the same PostgreSQL, as two servers would
 * have. PostgreSQL only (TEST_DATABASE_URL, CI's second stage).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { testConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { openPostgres } from "../../server/db/client";
import { notifications } from "../../server/db/schema";
import { as, post } from "./support/api";
import { enableAllFeatures } from "./support/allFeatures";
import type { Listener } from "./support/realtimeClient";
import { connectAs, pause, tokenOf } from "./support/realtimeClient";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("notifications across two API processes", () => {
  let first: TestApp;
  let secondDb: Database;
  let second: Awaited<ReturnType<typeof buildApp>>;
  const open: Listener[] = [];

  beforeAll(async () => {
    first = await buildTestApp();
    await enableAllFeatures(first.db);
    secondDb = await openPostgres({
      url: first.databaseUrl!,
      poolMax: 2,
      statementTimeoutMs: 10_000,
      connectTimeoutMs: 5_000,
    });
    second = await buildApp({
      config: testConfig({
        RATE_LIMIT_MAX: "100000",
        REALTIME_SESSION_CHECK_SECONDS: "3600",
      }),
      database: secondDb,
    });
    await second.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    for (const l of open) l.close();
    await second?.close();
    await secondDb?.close();
    await first?.close();
  });

  it("a socket on app B hears of the notification app A created, and only its recipient", async () => {
    const address = second.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const url = `http://127.0.0.1:${address.port}`;
    const nurse = await as(first, "nurse");
    const driver = await as(first, "driver");
    const bystander = await as(first, "driver");
    const [driverSocket, bystanderSocket] = await Promise.all([
      connectAs(url, tokenOf(driver.headers)),
      connectAs(url, tokenOf(bystander.headers)),
    ]);
    open.push(driverSocket, bystanderSocket);

    const started = Date.now();
    const res = await post(
      first,
      "/api/notifications/user",
      {
        recipientUserId: driver.user.id,
        title: "Room change",
        message: "The patient moved to room 412.",
      },
      nurse.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [note] = await first.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.recipientUserId, driver.user.id));
    expect(await driverSocket.waitFor(note.id)).toEqual({
      topic: "notifications",
      ids: [note.id],
    });
    expect(Date.now() - started).toBeLessThan(2000);
    await pause(300);
    expect(bystanderSocket.messages).toEqual([]);

    // The search through app B answers it as the badge would count it.
    const found = await second.inject({
      method: "POST",
      url: "/api/notifications/search",
      headers: driver.headers,
      payload: { recipientUserId: driver.user.id, viewed: false },
    });
    expect(found.json().total).toBe(1);
  });
});
