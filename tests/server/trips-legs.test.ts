import { eq, inArray, and, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, get, post } from "./support/api";
import { buildFacility } from "./support/factories";
import { buildPatient } from "./support/patientFactories";
import {
  buildTrip,
  CLINIC_ADDRESS,
  HOME_ADDRESS,
  priceAllBookingTypes,
} from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let nurse: { headers: Headers; id: string };
let facilityId: string;
let patientId: string;
beforeAll(async () => {
  t = await buildTestApp();
  await priceAllBookingTypes(t.db);
  facilityId = (await buildFacility(t.db)).id;
  patientId = (await buildPatient(t.db, { facilityId })).id;
  const signedIn = await as(t, "nurse", { facilityId });
  nurse = { headers: signedIn.headers, id: signedIn.user.id };
});
afterAll(() => t.close());

type Trip = Record<string, unknown> & {
  tripId: string;
  linkedTripId: string | null;
  fare: { totalCents: number };
};

async function bookRoundTrip(overrides: Record<string, unknown>) {
  const res = await post(
    t,
    "/api/trips",
    buildTrip({
      patientId,
      isRoundTrip: true,
      pickUpRoomNumber: "12B",
      ...overrides,
    }),
    nurse.headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  const outbound = res.json().data as Trip;
  expect(outbound.linkedTripId).toEqual(expect.any(String));
  const back = await get(
    t,
    `/api/trips/${outbound.linkedTripId}`,
    nurse.headers,
  );
  expect(back.statusCode, back.body).toBe(200);
  return { outbound, returnLeg: back.json().data as Trip };
}

describe("round trips", () => {
  it("with a return time: a second linked trip, addresses swapped, its own one-leg fare", async () => {
    const { outbound, returnLeg } = await bookRoundTrip({
      returnPickUpDatetime: "2026-03-10T18:30:00.000Z",
      additionalWaitTimeInMinutes: 20,
    });
    expect(outbound).toMatchObject({
      direction: "outbound",
      isRoundTrip: true,
      willCall: false,
      facilityId,
      tripStatus: "pending",
    });
    expect(returnLeg).toMatchObject({
      direction: "return",
      isRoundTrip: true,
      willCall: false,
      linkedTripId: outbound.tripId,
      pickUpDatetime: "2026-03-10T18:30:00.000Z",
      pickUpAddress: { ...CLINIC_ADDRESS, line2: null },
      dropOffAddress: { ...HOME_ADDRESS, line2: null },
      pickUpRoomNumber: null,
      dropOffRoomNumber: "12B",
      patientId,
      facilityId,
      bookingUserId: nurse.id,
      requesterName: outbound.requesterName,
      tripStatus: "pending",
      distanceInMiles: outbound.distanceInMiles,
      // The wait is charged once, on the outbound leg.
      additionalWaitTimeInMinutes: 0,
    });
    expect(returnLeg.fareId).not.toBe(outbound.fareId);
    // Same distance and equipment: the legs differ by the outbound's 20 minutes at 50 cents.
    expect(outbound.fare.totalCents - returnLeg.fare.totalCents).toBe(1000);
    const history = await t.db
      .select({ modelId: activities.modelId, action: activities.action })
      .from(activities)
      .where(
        and(
          inArray(activities.modelId, [outbound.tripId, returnLeg.tripId]),
          // The changes only: reading a leg back is recorded too (issue 11).
          ne(activities.action, "read"),
        ),
      );
    expect(history).toHaveLength(2);
    expect(history.every((h) => h.action === "created")).toBe(true);
  });

  it("without a return time: a will-call return an hour after the appointment", async () => {
    const { returnLeg } = await bookRoundTrip({
      appointmentAt: "2026-03-10T15:00:00.000Z",
    });
    expect(returnLeg).toMatchObject({
      direction: "return",
      willCall: true,
      willCallActivatedAt: null,
      pickUpDatetime: "2026-03-10T16:00:00.000Z",
      appointmentAt: null,
    });
  });

  it("without a return time or appointment: pick-up plus travel time plus an hour", async () => {
    const { outbound, returnLeg } = await bookRoundTrip({});
    const expected =
      Date.parse(outbound.pickUpDatetime as string) +
      ((outbound.travelTimeInMinutes as number) + 60) * 60_000;
    expect(Date.parse(returnLeg.pickUpDatetime as string)).toBe(expected);
    expect(returnLeg.willCall).toBe(true);
  });

  it("a one-way booking creates one trip", async () => {
    const res = await post(
      t,
      "/api/trips",
      buildTrip({ patientId }),
      nurse.headers,
    );
    expect(res.json().data.linkedTripId).toBeNull();
    const created = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.modelId, res.json().data.tripId));
    expect(created).toHaveLength(1);
  });
});
