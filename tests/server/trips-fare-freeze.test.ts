/**
 * Paid, then made dearer (issue 21): once a trip's payment completes, a change that would alter its
 * fare is refused with 409 naming the fields and why, for every role, the office included; a refund
 * unfreezes it. Changes that leave the fare as paid (notes, a pick-up later the same day) go through.
 * An open (unpaid) checkout link follows the fare, so a payer never pays an outdated amount.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_RECORD_MESSAGES as M } from "../../domain/schemas/paymentRecord";
import { paymentRecords, trips } from "../../server/db/schema";
import {
  FARE_FROZEN,
  FARE_FROZEN_FIELD,
} from "../../server/payments/fareFreeze";
import type { Headers } from "./support/api";
import { as, expectError, get, post } from "./support/api";
import { buildTripPrice, patientBody } from "./support/patientFactories";
import { buildTrip, CLINIC_ADDRESS } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

/** About 130 miles from Columbus: the fare grows tenfold. */
const FAR_AWAY = {
  name: "Lakeside Clinic",
  line1: "9500 Euclid Avenue",
  city: "Cleveland",
  state: "OH",
  postalCode: "44195",
  latitude: 41.5022,
  longitude: -81.6212,
};

let t: TestApp;
let office: Headers;
let dispatch: Headers;
let customer: Headers;
let patientId: string;
beforeAll(async () => {
  t = await buildTestApp();
  office = (await as(t, "systemadmin")).headers;
  dispatch = (await as(t, "dataadmin")).headers;
  customer = (await as(t, "customer")).headers;
  await buildTripPrice(t.db, { bookingType: "private", effectiveFrom: "2025-01-01" }); // prettier-ignore
  // Dearer from April 1st: a paid March trip moved into April would cost more.
  await buildTripPrice(t.db, { bookingType: "private", baseFareCents: 9000, effectiveFrom: "2026-04-01" }); // prettier-ignore
  const patient = await post(t, "/api/patients", patientBody(), customer);
  expect(patient.statusCode, patient.body).toBe(201);
  patientId = patient.json().data.patientId;
});
afterAll(() => t.close());

/** The customer's pending private trip, as the booking form sends it back. */
async function bookPending() {
  const res = await post(t, "/api/trips", buildTrip({ patientId }), customer);
  expect(res.statusCode, res.body).toBe(201);
  const trip = res.json().data;
  // An edit sends the whole trip again, changed where the user changed it.
  const edit = (overrides: Record<string, unknown>) =>
    buildTrip({
      patientId,
      tripId: trip.tripId,
      pickUpAddress: trip.pickUpAddress,
      dropOffAddress: trip.dropOffAddress,
      ...overrides,
    });
  return { trip, edit };
}

/** Pays the trip through its checkout link, as the payer would. */
async function pay(tripId: string) {
  const link = await post(t, "/api/payment-records/checkout-link", { tripId }, dispatch); // prettier-ignore
  expect(link.statusCode, link.body).toBe(201);
  const token = link.json().data.checkoutUrl.split("/").pop();
  const done = await post(t, `/api/checkout/${token}`, { confirm: true });
  expect(done.json().data?.status, done.body).toBe("completed");
  return link.json().data.paymentRecordId as string;
}

const storedFare = async (tripId: string) =>
  (await t.db.select().from(trips).where(eq(trips.id, tripId)))[0]
    .fareTotalCents;

describe("a paid trip's fare is frozen", () => {
  it("refuses the customer's new drop-off (409, naming it), and the fare stays as paid", async () => {
    const { trip, edit } = await bookPending();
    await pay(trip.tripId);
    const res = await post(t, "/api/trips", edit({ dropOffAddress: FAR_AWAY }), customer); // prettier-ignore
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain(FARE_FROZEN);
    expect(res.json().message).toContain("drop-off address");
    expect(res.json().errors).toEqual([
      { field: "dropOffAddress", message: FARE_FROZEN_FIELD },
    ]);
    expect(await storedFare(trip.tripId)).toBe(trip.fare.totalCents);
  });

  it("refuses the office too, whatever fare input it changes", async () => {
    const { trip, edit } = await bookPending();
    await pay(trip.tripId);
    for (const [change, fields] of [
      [{ dropOffAddress: FAR_AWAY }, ["dropOffAddress"]],
      [{ stretcherTrip: true, wheelchairTrip: false }, ["wheelchairTrip", "stretcherTrip"]], // prettier-ignore
      [{ additionalWaitTimeInMinutes: 60 }, ["additionalWaitTimeInMinutes"]],
      [{ pickUpDatetime: "2026-04-10T14:00:00.000Z" }, ["pickUpDatetime"]],
    ] as const) {
      const res = await post(t, "/api/trips", edit(change), office);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(fields); // prettier-ignore
    }
    expect(await storedFare(trip.tripId)).toBe(trip.fare.totalCents);
  });

  it("lets through what leaves the fare as paid: notes, a pick-up later the same day", async () => {
    const { trip, edit } = await bookPending();
    await pay(trip.tripId);
    const notes = await post(t, "/api/trips", edit({ specialInstructions: "Ring twice" }), customer); // prettier-ignore
    expect(notes.statusCode, notes.body).toBe(200);
    const later = await post(t, "/api/trips", edit({ pickUpDatetime: "2026-03-10T16:00:00.000Z" }), office); // prettier-ignore
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data.fare.totalCents).toBe(trip.fare.totalCents);
  });

  it("unfreezes once the payment is refunded", async () => {
    const { trip, edit } = await bookPending();
    const paymentId = await pay(trip.tripId);
    const refund = await post(t, `/api/payment-records/${paymentId}/refund`, {}, office); // prettier-ignore
    expect(refund.statusCode, refund.body).toBe(200);
    const res = await post(t, "/api/trips", edit({ dropOffAddress: FAR_AWAY }), customer); // prettier-ignore
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.fare.totalCents).toBeGreaterThan(
      5 * trip.fare.totalCents,
    );
  });
});

describe("an open checkout link follows the fare", () => {
  it("takes the new fare; a payer confirming the old amount is told to reload (422)", async () => {
    const { trip, edit } = await bookPending();
    const link = await post(t, "/api/payment-records/checkout-link", { tripId: trip.tripId }, dispatch); // prettier-ignore
    const token = link.json().data.checkoutUrl.split("/").pop();
    const seen = (await get(t, `/api/checkout/${token}`)).json().data;
    expect(seen.amountCents).toBe(trip.fare.totalCents);

    const dearer = await post(t, "/api/trips", edit({ dropOffAddress: FAR_AWAY }), customer); // prettier-ignore
    expect(dearer.statusCode, dearer.body).toBe(200);
    const fare = dearer.json().data.fare.totalCents;
    const [record] = await t.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.tripId, trip.tripId));
    expect(record.amountCents).toBe(fare);

    expectError(
      await post(t, `/api/checkout/${token}`, { confirm: true, amountCents: seen.amountCents }), // prettier-ignore
      422,
      M.amountMismatch,
      [{ field: "amountCents", message: M.amountMismatch }],
    );
    const paid = await post(t, `/api/checkout/${token}`, { confirm: true, amountCents: fare }); // prettier-ignore
    expect(paid.json().data.status, paid.body).toBe("completed");
  });
});

describe("a payment racing a change of the fare", () => {
  it("never leaves a trip paid at an amount other than its fare", async () => {
    for (let i = 0; i < 5; i++) {
      const { trip, edit } = await bookPending();
      const link = await post(t, "/api/payment-records/checkout-link", { tripId: trip.tripId }, dispatch); // prettier-ignore
      const token = link.json().data.checkoutUrl.split("/").pop();
      const amountCents = trip.fare.totalCents;
      const [change, payment] = await Promise.all([
        post(t, "/api/trips", edit({ dropOffAddress: i % 2 ? FAR_AWAY : { ...CLINIC_ADDRESS, latitude: 40.1, longitude: -83.1 } }), customer), // prettier-ignore
        post(t, `/api/checkout/${token}`, { confirm: true, amountCents }),
      ]);
      expect([200, 409], change.body).toContain(change.statusCode);
      expect([200, 409, 422], payment.body).toContain(payment.statusCode);
      const [record] = await t.db
        .select()
        .from(paymentRecords)
        .where(eq(paymentRecords.tripId, trip.tripId));
      if (record.status === "completed")
        expect(record.amountCents).toBe(await storedFare(trip.tripId));
    }
  });
});
