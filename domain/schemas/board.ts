/**
 * The dispatch board's one call (issue 10): POST /trips/board answers the day's trips, the active
 * drivers with the vehicle each drives that day, the active vehicles and the day's estimated revenue.
 */
import { z } from "zod";
import { MOBILITIES } from "../mobility";
import { serviceDateSchema } from "./manifest";
import { tripSchema } from "./trip";

/** The rider's mobility (domain/mobility.ts): ambulatory, wheelchair or stretcher. */
export const BOARD_EQUIPMENT = MOBILITIES;

export const boardRequestSchema = z.strictObject({
  date: serviceDateSchema,
  facilityId: z.uuid().optional(),
  equipment: z.enum(BOARD_EQUIPMENT).optional(),
  /** Only return legs waiting for the patient's call (will-call, not yet activated). */
  willCallWaiting: z.boolean().optional(),
});
export type BoardRequest = z.infer<typeof boardRequestSchema>;

export const boardDriverSchema = z.object({
  driverId: z.uuid(),
  name: z.string(),
  /** The vehicle on the driver's latest-assigned trip that day; null: none yet. */
  vehicleId: z.uuid().nullable(),
});

export const boardVehicleSchema = z.object({
  vehicleId: z.uuid(),
  label: z.string(),
  capacity: z.number(),
  wheelchairAccessible: z.boolean(),
  stretcherCapable: z.boolean(),
});

export const boardSchema = z.object({
  date: z.string(),
  trips: z.array(tripSchema),
  drivers: z.array(boardDriverSchema),
  vehicles: z.array(boardVehicleSchema),
  /** The sum of the day's non-cancelled trips' fares, in cents. */
  estimatedRevenueCents: z.number(),
});
export type Board = z.infer<typeof boardSchema>;
export type BoardDriver = z.infer<typeof boardDriverSchema>;
export type BoardVehicle = z.infer<typeof boardVehicleSchema>;
