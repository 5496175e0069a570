/**
 * The assignment test files' shared set-up: one app with the price list, dispatch and a nurse; the
 * days the tests plan on (tomorrow in the operator's zone, and a far expiry); a capable driver and
 * vehicle; and the two assignment calls.
 */
import { addDays } from "../../../domain/expiry";
import { dayIn } from "../../../domain/zonedTime";
import { as, post } from "./api";
import { buildDriver, buildInfluenceStatusRecord } from "./driverFactories";
import { priceAllBookingTypes } from "./tripFactories";
import { buildVehicle } from "./vehicleFactories";
import { appWorld } from "./appWorld";

export const ZONE = "America/New_York";
export const today = dayIn(new Date(), ZONE);
export const tomorrow = addDays(today, 1);
/** 10:00 tomorrow in New York (15:00Z in winter, 14:00Z in summer: either is that day). */
export const tomorrowAt = (hourUtc: number) =>
  new Date(`${tomorrow}T${String(hourUtc).padStart(2, "0")}:00:00Z`);
export const FAR = addDays(today, 800);

/** Registers the file's beforeAll/afterAll; `w`'s fields are set once beforeAll has run. */
export function assignmentWorld() {
  const w = appWorld(async (t) => {
    await priceAllBookingTypes(t.db);
    return {
      dispatch: (await as(t, "dataadmin")).headers,
      nurse: (await as(t, "nurse")).headers,
    };
  });
  const capable = async () => {
    const driver = await buildDriver(w.t.db, {
      cprCertifiedUntil: FAR,
      wheelchairCertifiedUntil: FAR,
      firstName: "Ana",
      lastName: "Diaz",
    });
    const vehicle = await buildVehicle(w.t.db, {
      wheelchairAccessible: true,
      insuranceExpiresOn: FAR,
      registrationExpiresOn: FAR,
    });
    return { driver, vehicle };
  };
  /** A clean attestation on the trip's day, so only the rule under test speaks. */
  const attested = (driverId: string) =>
    buildInfluenceStatusRecord(w.t.db, { driverId, createdAt: tomorrowAt(15) });

  const check = (tripId: string, body: unknown, headers = w.dispatch) =>
    post(w.t, `/api/trips/${tripId}/assignment-check`, body, headers);
  const assign = (tripId: string, body: unknown, headers = w.dispatch) =>
    post(w.t, `/api/trips/${tripId}/assignment`, body, headers);

  return { w, capable, attested, check, assign };
}
