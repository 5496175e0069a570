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
} as const;

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

export const influenceStatusRecordSchema = z.object({
  alcoholAndDrugStatusRecordId: z.string(),
  ...rowBase,
  underTheInfluenceStatus: z.boolean(),
});
export type InfluenceStatusRecord = z.infer<typeof influenceStatusRecordSchema>;
