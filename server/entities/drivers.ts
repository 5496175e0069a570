import { eq, isNotNull, isNull, lte } from "drizzle-orm";
import { addDays, todayIso, worstExpiry } from "../../domain/expiry";
import { hasRole, PRIVILEGES as P, ROLES } from "../../domain/privileges";
import type { Driver } from "../../domain/schemas/driver";
import {
  DRIVER_MESSAGES,
  driverSchema,
  driverUpsertSchema,
} from "../../domain/schemas/driver";
import { defineEntity } from "../crud/entity";
import { drivers, users } from "../db/schema";
import { registerUniqueConstraint, unprocessable } from "../errors";
import { iso } from "./iso";

type DriverRecord = typeof drivers.$inferSelect;

// A clash on either unique index is a 409 that names the field.
registerUniqueConstraint("drivers_license_key", {
  field: "licenseNumber",
  message: DRIVER_MESSAGES.licenseTaken,
});
registerUniqueConstraint("drivers_user_key", {
  field: "userId",
  message: DRIVER_MESSAGES.userTaken,
});

export function toDriver(d: DriverRecord, today = todayIso()): Driver {
  return {
    _id: d.id,
    id: d.id,
    driverId: d.id,
    userId: d.userId,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    phone: d.phone,
    licenseNumber: d.licenseNumber,
    licenseState: d.licenseState,
    licenseClass: d.licenseClass,
    licenseExpiresOn: d.licenseExpiresOn,
    cprCertifiedUntil: d.cprCertifiedUntil,
    wheelchairCertifiedUntil: d.wheelchairCertifiedUntil,
    hireDate: d.hireDate,
    status: d.status,
    credentialsExpireOn: d.credentialsExpireOn,
    credentialsState: worstExpiry(
      [d.licenseExpiresOn, d.cprCertifiedUntil, d.wheelchairCertifiedUntil],
      today,
    ),
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

export const driverEntity = defineEntity({
  entity: "Driver",
  prefix: "/drivers",
  table: drivers,
  idColumn: drivers.id,
  idField: "driverId",
  rowSchema: driverSchema,
  bodySchema: driverUpsertSchema,
  toRow: (d) => toDriver(d),
  toValues: (b) => ({
    userId: b.userId,
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    phone: b.phone,
    licenseNumber: b.licenseNumber,
    licenseState: b.licenseState,
    licenseClass: b.licenseClass,
    licenseExpiresOn: b.licenseExpiresOn,
    cprCertifiedUntil: b.cprCertifiedUntil,
    wheelchairCertifiedUntil: b.wheelchairCertifiedUntil,
    hireDate: b.hireDate,
    status: b.status,
  }),
  sortable: {
    lastName: drivers.lastName,
    firstName: drivers.firstName,
    licenseNumber: drivers.licenseNumber,
    licenseExpiresOn: drivers.licenseExpiresOn,
    credentialsExpireOn: drivers.credentialsExpireOn,
    hireDate: drivers.hireDate,
    status: drivers.status,
    createdAt: drivers.createdAt,
  },
  defaultSort: "lastName",
  filters: {
    status: { kind: "string", column: drivers.status },
    licenseClass: { kind: "string", column: drivers.licenseClass },
    userId: { kind: "uuid", column: drivers.userId },
    // N days ahead: the first credential to lapse does so by today + N (already expired included).
    credentialsExpiringWithinDays: {
      kind: "number",
      build: (days) =>
        lte(
          drivers.credentialsExpireOn,
          addDays(todayIso(), Math.floor(Number(days))),
        ),
    },
    linked: {
      kind: "boolean",
      build: (linked) =>
        linked ? isNotNull(drivers.userId) : isNull(drivers.userId),
    },
  },
  searchColumn: drivers.searchText,
  dateColumn: drivers.createdAt,
  access: {
    read: {
      privileges: [P.modifyDrivers, P.modifyTrips, P.startAndStopTrips],
    },
    write: { privileges: [P.modifyDrivers] },
    delete: { privileges: [P.modifyDrivers] },
  },
  // A driver sees their own record only (§6 "Driver role sees ... only own").
  scope: (user) =>
    hasRole(user, ROLES.driver) ? eq(drivers.userId, user.userId) : undefined,
  // The linked account must exist and be a driver's: a field error, not a bare FK failure.
  beforeWrite: async (body, _existing, { app }) => {
    if (!body.userId) return;
    const [account] = await app.db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, body.userId))
      .limit(1);
    const message = !account
      ? DRIVER_MESSAGES.userNotFound
      : !hasRole(
            { roles: account.roles.map((roleCode) => ({ roleCode })) },
            ROLES.driver,
          )
        ? DRIVER_MESSAGES.userNotDriver
        : null;
    if (message)
      throw unprocessable(`userId: ${message}`, [{ field: "userId", message }]);
  },
});
