/**
 * A driver's manifest (issue 10): the day's trips in order, published by dispatch and acknowledged by
 * the driver. An item is what the driver needs to know of a trip; "what changed since" compares the
 * acknowledged items with the current ones.
 */
import { z } from "zod";
import { MAX_PAGE_SIZE } from "../constants";
import { pagedSearchFields } from "./searchPaging";
import { TRIP_STATUSES } from "./tripParts";

export const manifestItemSchema = z.object({
  tripId: z.uuid(),
  pickUpDatetime: z.string(),
  tripStatus: z.enum(TRIP_STATUSES),
  patientName: z.string(),
  pickUpName: z.string(),
  dropOffName: z.string(),
  wheelchairTrip: z.boolean(),
  stretcherTrip: z.boolean(),
  vehicleId: z.uuid().nullable(),
});
export type ManifestItem = z.infer<typeof manifestItemSchema>;

/** A calendar day, YYYY-MM-DD (the operator's time zone). */
export const serviceDateSchema = z.iso.date({
  error: "Enter a date as YYYY-MM-DD.",
});

/** POST /manifests/publish (dispatch). */
export const manifestPublishBodySchema = z.strictObject({
  driverId: z.uuid(),
  serviceDate: serviceDateSchema,
});

/** POST /manifests/day: a driver's own day; dispatch names the driver. */
export const manifestDayBodySchema = z.strictObject({
  serviceDate: serviceDateSchema,
  driverId: z.uuid().optional(),
});

/**
 * POST /manifests/search (dispatch): the day's manifests, one per published driver. The day defaults
 * to today (the operator's time zone), so §3's paginated request alone is a valid call (issue 22);
 * publishedAt is the one sort, searchTerm is ignored.
 */
export const manifestSearchBodySchema = z.strictObject({
  serviceDate: serviceDateSchema.optional(),
  ...pagedSearchFields(["publishedAt"], MAX_PAGE_SIZE),
});

export const MANIFEST_CHANGE_KINDS = ["added", "removed", "changed"] as const;

export const manifestChangeSchema = z.object({
  tripId: z.uuid(),
  kind: z.enum(MANIFEST_CHANGE_KINDS),
  /** The item's fields that differ (changed only). */
  fields: z.array(z.string()),
  /** The item as acknowledged (removed and changed) — a removed trip is listed from it. */
  before: manifestItemSchema.nullable(),
});
export type ManifestChange = z.infer<typeof manifestChangeSchema>;

export const manifestSummarySchema = z.object({
  manifestId: z.uuid(),
  driverId: z.uuid(),
  serviceDate: z.string(),
  publishedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  changedSinceAcknowledged: z.boolean(),
});
export type ManifestSummary = z.infer<typeof manifestSummarySchema>;

/** A row of the manifests search: §3's `_id` (the manifestId) beside the summary. */
export const manifestSearchRowSchema = manifestSummarySchema.extend({
  _id: z.string(),
});

export const manifestDaySchema = z.object({
  driverId: z.uuid(),
  serviceDate: z.string(),
  manifest: manifestSummarySchema.nullable(),
  /** The driver's trips that day in pick-up order; empty for a driver until dispatch publishes. */
  items: z.array(manifestItemSchema),
  changes: z.array(manifestChangeSchema),
  /** The same as manifest.changedSinceAcknowledged (false while unpublished), for the driver's page. */
  changedSinceAcknowledged: z.boolean(),
});
export type ManifestDay = z.infer<typeof manifestDaySchema>;

export const MANIFEST_MESSAGES = {
  published: "Manifest published.",
  acknowledged: "Manifest acknowledged.",
  day: "Manifest read.",
  notFound: "Manifest not found.",
  noDriver: "Your account is not linked to a driver record.",
  unknownDriver: "This driver does not exist.",
} as const;
