/**
 * The standing-order test files' shared set-up: one app with the price list, dispatch and a
 * patient; "today" in the operator's zone; an order's body; and its trips as stored.
 */
import { eq } from "drizzle-orm";
import { dayIn } from "../../../domain/zonedTime";
import { trips } from "../../../server/db/schema";
import { expect } from "vitest";
import { as, post } from "./api";
import { appWorld } from "./appWorld";
import { buildPatient } from "./patientFactories";
import {
  CLINIC_ADDRESS,
  HOME_ADDRESS,
  priceAllBookingTypes,
} from "./tripFactories";

export const ZONE = "America/New_York";
export const today = dayIn(new Date(), ZONE);

/** Registers the file's beforeAll/afterAll; `w`'s fields are set once beforeAll has run. */
export function standingOrderWorld() {
  const w = appWorld(async (t) => {
    await priceAllBookingTypes(t.db);
    return {
      dispatch: (await as(t, "dataadmin")).headers,
      patientId: (await buildPatient(t.db)).id,
    };
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    patientId: w.patientId,
    weekdays: [1, 3, 5],
    startDate: today,
    pickUpTime: "06:30",
    returnPickUpTime: "11:00",
    pickUpAddress: HOME_ADDRESS,
    dropOffAddress: CLINIC_ADDRESS,
    ...overrides,
  });

  const orderTrips = (orderId: string) =>
    w.t.db.select().from(trips).where(eq(trips.standingOrderId, orderId));

  /** Saves a new order (201) and answers it. */
  const saveOrder = async (overrides: Record<string, unknown> = {}) => {
    const res = await post(
      w.t,
      "/api/standing-orders",
      body(overrides),
      w.dispatch,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  return { w, body, orderTrips, saveOrder };
}
