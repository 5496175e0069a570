/** §3 online and influence status records: the POST bodies of §7 and the rows the API returns. */
import { z } from "zod";

export const DRIVER_STATUS_MESSAGES = {
  driverId: "Choose a driver.",
  latitude: "Latitude must be a number between -90 and 90.",
  longitude: "Longitude must be a number between -180 and 180.",
  status: "Choose true or false.",
  ownStatusOnly: "You can only submit your own status.",
  noRewrite: "A submitted status record cannot be changed.",
  driverNotFound: "This driver does not exist.",
  underTheInfluenceToday:
    "You stated today that you are under the influence of alcohol or drugs: you cannot go online until a data administrator clears that statement.",
  nothingToClear:
    "This driver has no statement of being under the influence to clear today.",
  reason: "Give the reason for clearing the statement.",
  cleared: "Statement of being under the influence cleared.",
} as const;

/** The longest reason a clearance keeps. */
export const CLEAR_REASON_MAX = 1000;

const M = DRIVER_STATUS_MESSAGES;

const position = {
  driverId: z.uuid({ error: M.driverId }),
  latitude: z
    .number({ error: M.latitude })
    .min(-90, M.latitude)
    .max(90, M.latitude),
  longitude: z
    .number({ error: M.longitude })
    .min(-180, M.longitude)
    .max(180, M.longitude),
};

/** POST /drivers/online-status-records {driverId, latitude, longitude, onlineStatus, onlineStatusRecordId}. */
export const onlineStatusRecordUpsertSchema = z.object({
  onlineStatusRecordId: z.uuid().optional(),
  ...position,
  onlineStatus: z.boolean({ error: M.status }),
});
export type OnlineStatusRecordUpsert = z.input<
  typeof onlineStatusRecordUpsertSchema
>;

/** POST /drivers/influence-status-records {…, underTheInfluenceStatus, alcoholAndDrugStatusRecordId}. */
export const influenceStatusRecordUpsertSchema = z.object({
  alcoholAndDrugStatusRecordId: z.uuid().optional(),
  ...position,
  underTheInfluenceStatus: z.boolean({ error: M.status }),
});
export type InfluenceStatusRecordUpsert = z.input<
  typeof influenceStatusRecordUpsertSchema
>;

const rowBase = {
  _id: z.string(),
  id: z.string(),
  driverId: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const onlineStatusRecordSchema = z.object({
  onlineStatusRecordId: z.string(),
  ...rowBase,
  onlineStatus: z.boolean(),
});
export type OnlineStatusRecord = z.infer<typeof onlineStatusRecordSchema>;

/** Who cleared a statement of being under the influence, when and why (issue 8). */
export const influenceClearanceSchema = z.object({
  clearedAt: z.string(),
  clearedByUserId: z.string().nullable(),
  reason: z.string(),
});
export type InfluenceClearance = z.infer<typeof influenceClearanceSchema>;

export const influenceStatusRecordSchema = z.object({
  alcoholAndDrugStatusRecordId: z.string(),
  ...rowBase,
  underTheInfluenceStatus: z.boolean(),
  /** Present once a data admin has cleared the statement. */
  clearance: influenceClearanceSchema.optional(),
});
export type InfluenceStatusRecord = z.infer<typeof influenceStatusRecordSchema>;

/**
 * POST /drivers/influence-status-records/clear: a data admin clears a driver's statements of being
 * under the influence made today, so the driver may go online again.
 */
export const influenceClearRequestSchema = z.object({
  driverId: z.uuid({ error: M.driverId }),
  reason: z
    .string({ error: M.reason })
    .trim()
    .min(1, M.reason)
    .max(CLEAR_REASON_MAX, M.reason),
});
export type InfluenceClearRequest = z.input<typeof influenceClearRequestSchema>;
