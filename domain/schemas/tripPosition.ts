/**
 * Live positions (issue 10): what the assigned driver's browser reports every 15–30 s while a trip
 * is in progress, and the track those who may see the trip read back.
 */
import { z } from "zod";
import { pagedSearchFields } from "./searchPaging";
import { latitude, longitude } from "./tripParts";

/** How often the driver's page reports (within the 15–30 s). */
export const POSITION_INTERVAL_MS = 20_000;
/** A reading further ahead than this (clock skew) or older than a day is refused. */
export const MAX_FUTURE_SKEW_MS = 2 * 60_000;
export const MAX_AGE_MS = 24 * 3_600_000;
/**
 * Issue 21: a trip keeps at most one reading per this interval, counted by arrival at the server
 * (half the page's interval: room for a late timer or a retry); a faster one is answered 429.
 */
export const POSITION_MIN_INTERVAL_MS = 10_000;
/**
 * Issue 21: a reading further from the trip's last one than this speed covers in the time between
 * them is refused (422): no ground vehicle gets there, a spoofed or broken location does.
 */
export const MAX_PLAUSIBLE_MPH = 150;
/** The latest points of a track a search answers. */
export const TRACK_LIMIT = 2000;

export const POSITION_MESSAGES = {
  accuracy: "Enter an accuracy from 0 to 100000 metres.",
  future: "The reading's time is in the future.",
  stale: "The reading is more than a day old.",
  notInProgress: "Positions are recorded only while the trip is in progress.",
  notAssigned: "Only the trip's assigned driver reports its position.",
  implausible: `The reading is too far from the trip's last one: faster than ${MAX_PLAUSIBLE_MPH} mph.`,
  tooSoon: (seconds: number) =>
    `A trip's position is recorded at most once every ${POSITION_MIN_INTERVAL_MS / 1000} seconds. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
  recorded: "Position recorded.",
  track: "Track read.",
} as const;

export const tripPositionBodySchema = z.strictObject({
  latitude,
  longitude,
  accuracy: z
    .number()
    .min(0, POSITION_MESSAGES.accuracy)
    .max(100_000, POSITION_MESSAGES.accuracy),
  recordedAt: z.iso.datetime({ offset: true }),
});
export type TripPositionBody = z.infer<typeof tripPositionBodySchema>;

/**
 * POST /trips/{id}/positions/search: §3's paginated request (issue 22). Pages count from the latest
 * reading (page 1 is the latest pageSize points, at most TRACK_LIMIT); a page is answered in time
 * order, or latest first with sortDescending. recordedAt is the one sort; searchTerm is ignored.
 */
export const tripPositionSearchSchema = z.strictObject({
  /** Only readings after this instant (a live map asks for what is new). */
  since: z.iso.datetime({ offset: true }).optional(),
  ...pagedSearchFields(["recordedAt"], TRACK_LIMIT),
});

export const tripPositionSchema = z.object({
  positionId: z.uuid(),
  tripId: z.uuid(),
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number(),
  recordedAt: z.string(),
});
export type TripPosition = z.infer<typeof tripPositionSchema>;

/** A row of the positions search: §3's `_id` (the positionId) beside the position. */
export const tripPositionSearchRowSchema = tripPositionSchema.extend({
  _id: z.string(),
});
