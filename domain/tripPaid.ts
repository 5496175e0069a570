/**
 * Whether a trip is paid, zod-free (./schemas/trip.ts re-exports it): the trips list's rows ask it on
 * the first load, which should not wait for the schema library (issue 13).
 */
import type { Trip } from "./schemas/trip";

/** §4: a trip counts as paid only when its payment record is completed. */
export const isTripPaid = (trip: Pick<Trip, "paymentRecord">): boolean =>
  trip.paymentRecord?.status === "completed";
