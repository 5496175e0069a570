/**
 * The pure half of the driver status bar and /driver/set-status: the §7 bodies and latest-status
 * lookup, and the §2 "Time Online" text. Free of zod and React, so the shell stays light.
 */
import type {
  InfluenceStatusRecordUpsert,
  OnlineStatusRecord,
  OnlineStatusRecordUpsert,
} from "../../domain/schemas/driverStatus";
import {
  influenceStatusRecordsModule,
  onlineStatusRecordsModule,
} from "../../domain/modules/drivers";

export const ONLINE_STATUS_RESOURCE = onlineStatusRecordsModule.name;
export const INFLUENCE_STATUS_RESOURCE = influenceStatusRecordsModule.name;

export interface Position {
  latitude: number;
  longitude: number;
}

/** §7 latest-status lookup: page size 1, createdAt descending, filtered by driverId. */
export const latestStatusParams = (driverId: string) => ({
  pagination: { page: 1, perPage: 1 },
  sort: { field: "createdAt", order: "DESC" as const },
  filter: { driverId },
});

/** Online when the latest record says so; no record at all means offline. */
export const isOnline = (
  latest: Pick<OnlineStatusRecord, "onlineStatus"> | null | undefined,
): boolean => latest?.onlineStatus === true;

/** §2 Time Online: hours:minutes since the record's createdAt (H:MM, never negative). */
export function formatTimeOnline(createdAt: string, now: number): string {
  const since = Date.parse(createdAt);
  const minutes = Number.isNaN(since)
    ? 0
    : Math.max(0, Math.floor((now - since) / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** §2 'Go Offline': an online status record with onlineStatus false and zero coordinates. */
export const offlineBody = (driverId: string): OnlineStatusRecordUpsert => ({
  driverId,
  latitude: 0,
  longitude: 0,
  onlineStatus: false,
});

/** Going online from /driver/set-status, where the driver is. */
export const onlineBody = (
  driverId: string,
  { latitude, longitude }: Position,
): OnlineStatusRecordUpsert => ({
  driverId,
  latitude,
  longitude,
  onlineStatus: true,
});

/** The alcohol and drug attestation taken before going online. */
export const influenceBody = (
  driverId: string,
  { latitude, longitude }: Position,
  underTheInfluence: boolean,
): InfluenceStatusRecordUpsert => ({
  driverId,
  latitude,
  longitude,
  underTheInfluenceStatus: underTheInfluence,
});
