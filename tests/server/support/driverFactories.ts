/** Driver and status-record rows: buildX(db, overrides) inserts a row with sensible defaults. */
import { randomBytes } from "node:crypto";
import { addDays, todayIso } from "../../../domain/expiry";
import type { Db } from "../../../server/db/client";
import {
  drivers,
  influenceStatusRecords,
  onlineStatusRecords,
} from "../../../server/db/schema";

const unique = () => randomBytes(4).toString("hex").toUpperCase();

export async function buildDriver(
  db: Db,
  overrides: Partial<typeof drivers.$inferInsert> = {},
) {
  const [d] = await db
    .insert(drivers)
    .values({
      firstName: "Dana",
      lastName: `Driver ${unique()}`,
      licenseNumber: `OH${unique()}`,
      licenseClass: "D",
      licenseExpiresOn: addDays(todayIso(), 400),
      // Certified, so an assignment check (issue 10) finds only what a test sets up.
      cprCertifiedUntil: addDays(todayIso(), 400),
      wheelchairCertifiedUntil: addDays(todayIso(), 400),
      ...overrides,
    })
    .returning();
  return d;
}

export async function buildOnlineStatusRecord(
  db: Db,
  overrides: Partial<typeof onlineStatusRecords.$inferInsert> & {
    driverId: string;
  },
) {
  const [r] = await db
    .insert(onlineStatusRecords)
    .values({
      latitude: 39.96,
      longitude: -82.99,
      onlineStatus: true,
      ...overrides,
    })
    .returning();
  return r;
}

export async function buildInfluenceStatusRecord(
  db: Db,
  overrides: Partial<typeof influenceStatusRecords.$inferInsert> & {
    driverId: string;
  },
) {
  const [r] = await db
    .insert(influenceStatusRecords)
    .values({
      latitude: 39.96,
      longitude: -82.99,
      underTheInfluenceStatus: false,
      ...overrides,
    })
    .returning();
  return r;
}

/** A valid POST /api/drivers body with overrides. */
export const driverBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Dana",
  lastName: "Driver",
  licenseNumber: `OH${unique()}`,
  licenseClass: "D",
  licenseExpiresOn: addDays(todayIso(), 400),
  ...overrides,
});
