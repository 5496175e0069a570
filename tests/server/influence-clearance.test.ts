/**
 * Issue 8: once a driver stated being under the influence, going online is refused (409) for the
 * rest of the server's day, whatever they state next, until a data admin clears it with a reason.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVER_STATUS_MESSAGES as M } from "../../domain/schemas/driverStatus";
import { influenceStatusRecords } from "../../server/db/schema";
import { startOfServerDay } from "../../server/drivers/influenceStatement";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import {
  buildDriver,
  buildInfluenceStatusRecord,
} from "./support/driverFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dataadmin: { user: { id: string }; headers: Headers };
beforeAll(async () => {
  t = await buildTestApp();
  dataadmin = await as(t, "dataadmin");
});
afterAll(() => t.close());

const ONLINE = "/api/drivers/online-status-records";
const INFLUENCE = "/api/drivers/influence-status-records";
const CLEAR = "/api/drivers/influence-status-records/clear";
const WHERE = { latitude: 39.96, longitude: -82.99 };

/** A driver account linked to a driver record, as on /driver/set-status. */
async function signedInDriver() {
  const { user, headers } = await as(t, "driver");
  const driver = await buildDriver(t.db, { userId: user.id });
  return {
    driver,
    headers,
    state: (underTheInfluenceStatus: boolean) =>
      post(
        t,
        INFLUENCE,
        { driverId: driver.id, ...WHERE, underTheInfluenceStatus },
        headers,
      ),
    goOnline: () =>
      post(
        t,
        ONLINE,
        { driverId: driver.id, ...WHERE, onlineStatus: true },
        headers,
      ),
  };
}

describe("going online after stating being under the influence", () => {
  it("is refused, also after a later statement of the opposite", async () => {
    const d = await signedInDriver();
    expect((await d.state(true)).statusCode).toBe(201);
    expectError(await d.goOnline(), 409, M.underTheInfluenceToday);
    expect((await d.state(false)).statusCode).toBe(201);
    expectError(await d.goOnline(), 409, M.underTheInfluenceToday);
    // Going offline stays possible.
    const offline = await post(
      t,
      ONLINE,
      { driverId: d.driver.id, ...WHERE, onlineStatus: false },
      d.headers,
    );
    expect(offline.statusCode).toBe(201);
  });

  it("is allowed after a negative statement alone, or after yesterday's positive one", async () => {
    const d = await signedInDriver();
    const yesterday = new Date(startOfServerDay().getTime() - 60_000);
    await buildInfluenceStatusRecord(t.db, {
      driverId: d.driver.id,
      underTheInfluenceStatus: true,
      createdAt: yesterday,
    });
    expect((await d.state(false)).statusCode).toBe(201);
    expect((await d.goOnline()).statusCode).toBe(201);
  });

  it("is allowed once a data admin cleared the statement, which is recorded", async () => {
    const d = await signedInDriver();
    await d.state(true);
    const res = await post(
      t,
      CLEAR,
      { driverId: d.driver.id, reason: "  Breath test negative at 07:40 " },
      dataadmin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.cleared);
    const [row] = res.json().data;
    expect(row).toMatchObject({
      driverId: d.driver.id,
      underTheInfluenceStatus: true,
      clearance: {
        clearedByUserId: dataadmin.user.id,
        reason: "Breath test negative at 07:40",
      },
    });
    const [stored] = await t.db
      .select()
      .from(influenceStatusRecords)
      .where(eq(influenceStatusRecords.driverId, d.driver.id));
    expect(stored.clearedByUserId).toBe(dataadmin.user.id);
    expect(stored.clearReason).toBe("Breath test negative at 07:40");
    expect(stored.clearedAt).toBeInstanceOf(Date);
    expect((await d.goOnline()).statusCode).toBe(201);
    // A further positive statement blocks again.
    await d.state(true);
    expectError(await d.goOnline(), 409, M.underTheInfluenceToday);
  });
});

describe("clearing a statement", () => {
  it("is refused to the driver themself and to a nurse (403)", async () => {
    const d = await signedInDriver();
    await d.state(true);
    const body = { driverId: d.driver.id, reason: "I feel fine" };
    expect((await post(t, CLEAR, body, d.headers)).statusCode).toBe(403);
    const nurse = await as(t, "nurse");
    expect((await post(t, CLEAR, body, nurse.headers)).statusCode).toBe(403);
    expectError(await d.goOnline(), 409, M.underTheInfluenceToday);
  });

  it("needs a driver and a reason (422), and a statement to clear (409)", async () => {
    const d = await signedInDriver();
    for (const body of [
      { driverId: d.driver.id },
      { driverId: d.driver.id, reason: "   " },
      { driverId: "not-a-uuid", reason: "ok" },
      { reason: "ok" },
    ]) {
      expect(
        (await post(t, CLEAR, body, dataadmin.headers)).statusCode,
        JSON.stringify(body),
      ).toBe(422);
    }
    expectError(
      await post(
        t,
        CLEAR,
        { driverId: d.driver.id, reason: "nothing stated" },
        dataadmin.headers,
      ),
      409,
      M.nothingToClear,
    );
  });
});
