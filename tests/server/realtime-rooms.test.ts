/**
 * Issue 21: a real-time change reaches only the sockets whose user may still see the trip. Each trip
 * of a change goes to its own audience (a no-show's return leg, a batch of trips), and a socket's
 * rooms follow its user (a nurse moved to another facility stops hearing of the old one's trips).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trips, users } from "../../server/db/schema";
import { notifyTripChange } from "../../server/realtime/publish";
import type { Headers } from "./support/api";
import { as, post } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { buildFacility } from "./support/factories";
import { buildRoundTrip, minutesAgo } from "./support/lifecycleFactories";
import type { Listener } from "./support/realtimeClient";
import { connectAs, pause, tokenOf } from "./support/realtimeClient";
import { buildPatient } from "./support/patientFactories";
import {
  CLINIC_ADDRESS,
  HOME_ADDRESS,
  insertTrip,
  priceAllBookingTypes,
} from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let base: string;
let dispatch: Headers;
const open: Listener[] = [];
const listen = async (headers: Headers) => {
  const l = await connectAs(base, tokenOf(headers));
  open.push(l);
  return l;
};
const heardOf = (l: Listener, id: string) =>
  l.messages.filter((m) => m.ids.includes(id));

beforeAll(async () => {
  // The periodic re-check never runs during a test: what is seen comes from the notifications.
  t = await buildTestApp({ REALTIME_SESSION_CHECK_SECONDS: "3600" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  base = `http://127.0.0.1:${address.port}`;
  dispatch = (await as(t, "dataadmin")).headers;
});
afterAll(async () => {
  for (const l of open) l.close();
  await t.close();
});

describe("real-time audiences", () => {
  it("tells each driver of a no-show only about their own leg", async () => {
    const facilityId = (await buildFacility(t.db)).id;
    const outDriverUser = await as(t, "driver");
    const outDriver = await buildDriver(t.db, {
      userId: outDriverUser.user.id,
    });
    const backDriverUser = await as(t, "driver");
    const backDriver = await buildDriver(t.db, {
      userId: backDriverUser.user.id,
    });
    const { outbound, back } = await buildRoundTrip(
      t.db,
      {
        facilityId,
        driverId: outDriver.id,
        tripStatus: "in-progress",
        arrivedAtPickUpAt: minutesAgo(15),
      },
      { driverId: backDriver.id },
    );
    const [staff, first, second] = await Promise.all([
      listen(dispatch),
      listen(outDriverUser.headers),
      listen(backDriverUser.headers),
    ]);
    const res = await post(
      t,
      `/api/trips/${outbound.id}/events`,
      { event: "no-show", cancelReturnLeg: true },
      outDriverUser.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    await Promise.all([
      staff.waitFor(outbound.id),
      staff.waitFor(back.id),
      first.waitFor(outbound.id),
      second.waitFor(back.id),
    ]);
    await pause(300);
    expect(heardOf(first, back.id)).toEqual([]);
    expect(heardOf(second, outbound.id)).toEqual([]);
  });

  it("announces each trip of a batch to that trip's audience only", async () => {
    const [a, b] = [
      (await buildFacility(t.db)).id,
      (await buildFacility(t.db)).id,
    ];
    const tripA = await insertTrip(t.db, { facilityId: a });
    const tripB = await insertTrip(t.db, { facilityId: b });
    const [nurseA, nurseB, staff] = await Promise.all([
      listen((await as(t, "nurse", { facilityId: a })).headers),
      listen((await as(t, "nurse", { facilityId: b })).headers),
      listen(dispatch),
    ]);
    await t.db.transaction((tx) => notifyTripChange(tx, tripA, tripB));
    await Promise.all([
      nurseA.waitFor(tripA.id),
      nurseB.waitFor(tripB.id),
      staff.waitFor(tripA.id),
      staff.waitFor(tripB.id),
    ]);
    await pause(300);
    expect(heardOf(nurseA, tripB.id)).toEqual([]);
    expect(heardOf(nurseB, tripA.id)).toEqual([]);
  });

  it("tells a trip's former facility of its move, and nothing after it", async () => {
    const [a, b] = [
      (await buildFacility(t.db)).id,
      (await buildFacility(t.db)).id,
    ];
    const trip = await insertTrip(t.db, { facilityId: a });
    const [nurseA, nurseB] = await Promise.all([
      listen((await as(t, "nurse", { facilityId: a })).headers),
      listen((await as(t, "nurse", { facilityId: b })).headers),
    ]);
    await t.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(trips)
        .set({ facilityId: b })
        .where(eq(trips.id, trip.id))
        .returning();
      await notifyTripChange(tx, trip, moved);
    });
    // The former facility hears of the move (its list drops the trip), the new one too.
    await Promise.all([nurseA.waitFor(trip.id), nurseB.waitFor(trip.id)]);
    const res = await post(
      t,
      `/api/trips/${trip.id}/events`,
      { event: "confirm", expectedTripStatus: "pending" },
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(200);
    await pause(500);
    expect(heardOf(nurseA, trip.id)).toHaveLength(1);
    expect(heardOf(nurseB, trip.id)).toHaveLength(2);
  });

  it("tells a standing order's former facility of the trips moved away with it", async () => {
    await priceAllBookingTypes(t.db);
    const [a, b] = [
      (await buildFacility(t.db)).id,
      (await buildFacility(t.db)).id,
    ];
    const patientId = (await buildPatient(t.db, { facilityId: a })).id;
    const order = {
      patientId,
      facilityId: a,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      startDate: new Date(Date.now() + 2 * 86_400_000)
        .toISOString()
        .slice(0, 10),
      pickUpTime: "06:30",
      returnPickUpTime: null,
      pickUpAddress: HOME_ADDRESS,
      dropOffAddress: CLINIC_ADDRESS,
    };
    const created = await post(t, "/api/standing-orders", order, dispatch);
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().data.standingOrderId as string;
    const nurseA = await listen(
      (await as(t, "nurse", { facilityId: a })).headers,
    );
    const res = await post(
      t,
      "/api/standing-orders",
      { ...order, standingOrderId: orderId, facilityId: b },
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [moved] = await t.db
      .select()
      .from(trips)
      .where(eq(trips.standingOrderId, orderId))
      .limit(1);
    expect(moved.facilityId).toBe(b);
    await nurseA.waitFor(moved.id);
  });

  it("moves a nurse's socket with the nurse: the old facility's trips are heard of no more", async () => {
    const [a, b] = [
      (await buildFacility(t.db)).id,
      (await buildFacility(t.db)).id,
    ];
    const nurse = await as(t, "nurse", { facilityId: a });
    const l = await listen(nurse.headers);
    await t.db
      .update(users)
      .set({ facilityId: b })
      .where(eq(users.id, nurse.user.id));
    // The socket's rooms follow within a second of the change (the same notification as sessions).
    await pause(1000);
    expect(l.socket.connected).toBe(true);
    const [tripA, tripB] = [
      await insertTrip(t.db, { facilityId: a }),
      await insertTrip(t.db, { facilityId: b }),
    ];
    await t.db.transaction((tx) => notifyTripChange(tx, tripA));
    await t.db.transaction((tx) => notifyTripChange(tx, tripB));
    await l.waitFor(tripB.id);
    await pause(300);
    expect(heardOf(l, tripA.id)).toEqual([]);
  });
});
