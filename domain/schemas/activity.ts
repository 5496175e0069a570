/**
 * Activities: the one app-wide record of changes (issue 9). Each row says who changed which record,
 * when, from which screen, what the fields were before and after, and where the change was made
 * when a position was given. Trips write theirs first; later modules write to the same record.
 */
import { z } from "zod";

export const ACTIVITY_MODEL_TYPES = [
  "trip",
  "patient",
  "standing-order",
  "activity",
  "invoice",
  "manifest",
  "user",
] as const;

/**
 * The actions that record an access, not a change (issue 11, issue 21): a read of one record by id,
 * a search (a page of a list), an export of a list, a download of a file (an invoice's PDF or 837P
 * claim, a trip document's content) and a refused attempt (403 or 404 on a patient or a trip). Only
 * holders of view-activities see them.
 */
export const ACCESS_ACTIONS = [
  "read",
  "search",
  "export",
  "download",
  "refused",
] as const;

/** One changed field: its value before and after (null when absent). */
export const activityChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const activitySchema = z.object({
  /** §3: every search row carries `_id` (the activity's id, as activityId; issue 22). */
  _id: z.string(),
  activityId: z.uuid(),
  modelType: z.string(),
  /** null: an export of a list. */
  modelId: z.uuid().nullable(),
  /** created, updated, deleted, the lifecycle event (confirm, begin, …), read or export. */
  action: z.string(),
  actorUserId: z.uuid().nullable(),
  actorName: z.string(),
  /** The screen or call it came from ("trip-form", "trip-management", "api"). */
  screen: z.string().nullable(),
  changes: z.array(activityChangeSchema),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  /** A lifecycle step recorded from the office with no position (issue 9). */
  withoutPosition: z.boolean(),
  /** Recorded by an administrator on the driver's behalf. */
  onBehalf: z.boolean(),
  /** A reason given with the change (delay, cancellation, override). */
  note: z.string().nullable(),
  /** Where the call came from; shown to holders of view-activities only (null for others). */
  ipAddress: z.string().nullable(),
  /** The record the change happened inside (a task's workspace, issue 24); null on older rows. */
  contextType: z.string().nullable(),
  contextId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
