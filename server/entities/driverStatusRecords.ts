/**
 * §3/§7 online and influence status records under /drivers/…-status-records. Drivers post their
 * own (the status bar, /driver/set-status); dispatch and data admins read everyone's.
 */
import {
  influenceStatusRecordsModule,
  onlineStatusRecordsModule,
} from "../../domain/modules/drivers";
import { eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { hasRole, ROLES } from "../../domain/privileges";
import {
  DRIVER_STATUS_MESSAGES as M,
  influenceStatusRecordSchema,
  influenceStatusRecordUpsertSchema,
  onlineStatusRecordSchema,
  onlineStatusRecordUpsertSchema,
} from "../../domain/schemas/driverStatus";
import type { AuthUser } from "../auth/authUser";
import type { EntityContext } from "../crud/entity";
import { defineEntity } from "../crud/entity";
import {
  drivers,
  influenceStatusRecords,
  onlineStatusRecords,
} from "../db/schema";
import {
  clearanceOf,
  hasUnclearedStatementToday,
} from "../drivers/influenceStatement";
import { conflict, forbidden, unprocessable } from "../errors";
import { iso } from "./iso";

const isDriver = (user: AuthUser) => hasRole(user, ROLES.driver);

/** A driver's records only: those of the driver record linked to their account (none if unlinked). */
const ownRecords = (driverColumn: PgColumn) => (user: AuthUser) =>
  isDriver(user)
    ? sql`${driverColumn} in (select ${drivers.id} from ${drivers} where ${drivers.userId} = ${user.userId})`
    : undefined;

/**
 * A driver adds records for themself only and never rewrites one (they are attestations); others
 * must name a driver that exists, reported on the field rather than as a bare reference failure.
 */
async function checkSubmission(
  driverId: string,
  existing: unknown,
  { app, user }: EntityContext,
): Promise<void> {
  const [driver] = await app.db
    .select({ userId: drivers.userId })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .limit(1);
  if (isDriver(user)) {
    if (!driver || driver.userId !== user.userId)
      throw forbidden(M.ownStatusOnly);
    if (existing) throw forbidden(M.noRewrite);
    return;
  }
  if (!driver)
    throw unprocessable(`driverId: ${M.driverNotFound}`, [
      { field: "driverId", message: M.driverNotFound },
    ]);
}

const position = (r: {
  id: string;
  driverId: string;
  latitude: number;
  longitude: number;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  _id: r.id,
  id: r.id,
  driverId: r.driverId,
  latitude: r.latitude,
  longitude: r.longitude,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

export const onlineStatusRecordEntity = defineEntity({
  entity: onlineStatusRecordsModule.api.entity,
  prefix: onlineStatusRecordsModule.api.prefix,
  table: onlineStatusRecords,
  idColumn: onlineStatusRecords.id,
  idField: onlineStatusRecordsModule.api.idField,
  rowSchema: onlineStatusRecordSchema,
  bodySchema: onlineStatusRecordUpsertSchema,
  toRow: (r) => ({
    onlineStatusRecordId: r.id,
    ...position(r),
    onlineStatus: r.onlineStatus,
  }),
  toValues: (b) => ({
    driverId: b.driverId,
    latitude: b.latitude,
    longitude: b.longitude,
    onlineStatus: b.onlineStatus,
  }),
  sortable: { createdAt: onlineStatusRecords.createdAt },
  defaultSort: "createdAt",
  filters: {
    driverId: { kind: "uuid", column: onlineStatusRecords.driverId },
    onlineStatus: { kind: "boolean", column: onlineStatusRecords.onlineStatus },
  },
  dateColumn: onlineStatusRecords.createdAt,
  access: onlineStatusRecordsModule.access,
  scope: ownRecords(onlineStatusRecords.driverId),
  beforeWrite: async (body, existing, ctx) => {
    await checkSubmission(body.driverId, existing, ctx);
    // Issue 8: a statement of being under the influence keeps the driver offline that day.
    if (
      body.onlineStatus &&
      (await hasUnclearedStatementToday(ctx.app.db, body.driverId))
    )
      throw conflict(M.underTheInfluenceToday);
  },
});

export const influenceStatusRecordEntity = defineEntity({
  entity: influenceStatusRecordsModule.api.entity,
  prefix: influenceStatusRecordsModule.api.prefix,
  table: influenceStatusRecords,
  idColumn: influenceStatusRecords.id,
  idField: influenceStatusRecordsModule.api.idField,
  rowSchema: influenceStatusRecordSchema,
  bodySchema: influenceStatusRecordUpsertSchema,
  toRow: (r) => ({
    alcoholAndDrugStatusRecordId: r.id,
    ...position(r),
    underTheInfluenceStatus: r.underTheInfluenceStatus,
    ...clearanceOf(r),
  }),
  toValues: (b) => ({
    driverId: b.driverId,
    latitude: b.latitude,
    longitude: b.longitude,
    underTheInfluenceStatus: b.underTheInfluenceStatus,
  }),
  sortable: { createdAt: influenceStatusRecords.createdAt },
  defaultSort: "createdAt",
  filters: {
    driverId: { kind: "uuid", column: influenceStatusRecords.driverId },
    underTheInfluenceStatus: {
      kind: "boolean",
      column: influenceStatusRecords.underTheInfluenceStatus,
    },
  },
  dateColumn: influenceStatusRecords.createdAt,
  access: influenceStatusRecordsModule.access,
  scope: ownRecords(influenceStatusRecords.driverId),
  beforeWrite: (body, existing, ctx) =>
    checkSubmission(body.driverId, existing, ctx),
});
