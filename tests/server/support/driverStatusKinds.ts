/**
 * The driver-status test files' shared set-up: one app with a data admin; the two record kinds
 * (online status, influence attestations), each with its API path and builder; and the fixed
 * clock their records are stamped with.
 */
import { as } from "./api";
import { appWorld } from "./appWorld";
import {
  buildInfluenceStatusRecord,
  buildOnlineStatusRecord,
} from "./driverFactories";

export const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 8, minute));

/** The two record kinds differ only in their prefix, id field, flag and entity name. */
export const KINDS = [
  {
    prefix: "/drivers/online-status-records",
    idField: "onlineStatusRecordId",
    flag: "onlineStatus",
    entity: "Online Status Record",
    build: buildOnlineStatusRecord,
  },
  {
    prefix: "/drivers/influence-status-records",
    idField: "alcoholAndDrugStatusRecordId",
    flag: "underTheInfluenceStatus",
    entity: "Influence Status Record",
    build: buildInfluenceStatusRecord,
  },
] as const;

export type DriverStatusKind = (typeof KINDS)[number];

/** Registers the file's beforeAll/afterAll; `w`'s fields are set once beforeAll has run. */
export function driverStatusWorld() {
  const w = appWorld(async (t) => ({
    dataadmin: (await as(t, "dataadmin")).headers,
  }));
  /** A kind's API path, and a record of it for a driver (at a time, with a flag). */
  const kindCalls = (k: DriverStatusKind) => ({
    api: `/api${k.prefix}`,
    build: (driverId: string, flag: boolean, createdAt?: Date) =>
      k.build(w.t.db, { driverId, [k.flag]: flag, createdAt }),
  });
  return { w, kindCalls };
}
