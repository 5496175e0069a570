/**
 * The payment test files' shared steps: a completed private trip, its checkout link (as the office
 * makes it), the payment record as stored, and the payment-record files' app.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../../server/db/client";
import { paymentRecords } from "../../../server/db/schema";
import type { Headers } from "./api";
import { as, post } from "./api";
import { appWorld } from "./appWorld";
import { insertTrip } from "./tripFactories";
import type { TestApp } from "./testApp";

export const PREFIX = "/api/payment-records";
export const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** A completed private trip: what a payment record or a checkout link is for. */
export const privateTrip = (db: Db, fareTotalCents = 4250) =>
  insertTrip(db, {
    bookingType: "private",
    tripStatus: "completed",
    fareTotalCents,
  });

/** A completed private trip and its checkout link; the token is the link's last segment. */
export async function linkFor(
  t: TestApp,
  headers: Headers,
  fareTotalCents = 4999,
) {
  const trip = await privateTrip(t.db, fareTotalCents);
  const res = await post(
    t,
    `${PREFIX}/checkout-link`,
    { tripId: trip.id },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  const url: string = res.json().data.checkoutUrl;
  return {
    trip,
    token: url.split("/").pop()!,
    paymentRecordId: res.json().data.paymentRecordId as string,
  };
}

export const stored = async (t: TestApp, id: string) =>
  (
    await t.db.select().from(paymentRecords).where(eq(paymentRecords.id, id))
  )[0];

/** The payment-record files' app: an administrator, a data admin and a nurse. */
export function paymentRecordsWorld() {
  return appWorld(
    async (t) => ({
      admin: (await as(t, "systemadmin")).headers,
      dataadmin: (await as(t, "dataadmin")).headers,
      nurse: (await as(t, "nurse")).headers,
    }),
    { PUBLIC_URL: "https://pay.example.org" },
  );
}
