import { driversModule } from "../../domain/modules/drivers";
import { eq, isNotNull, isNull, lte } from "drizzle-orm";
import { addDays, todayIso, worstExpiry } from "../../domain/expiry";
import { hasRole, ROLES } from "../../domain/privileges";
import {
  DRIVER_MESSAGES,
  driverSchema,
  driverUpsertSchema,
} from "../../domain/schemas/driver";
import { defineEntity } from "../crud/entity";
import { DRIVER_CSV_COLUMNS } from "./exportColumns";
import { drivers, users } from "../db/schema";
import { registerUniqueConstraint, unprocessable } from "../errors";
import { onlineCondition } from "../drivers/online";

type DriverRecord = typeof drivers.$inferSelect;

/** The worst state of the three credentials today: what the list's chip shows. */
const credentialsState = (d: DriverRecord, today = todayIso()) =>
  worstExpiry(
    [d.licenseExpiresOn, d.cprCertifiedUntil, d.wheelchairCertifiedUntil],
    today,
  );

// A clash on either unique index is a 409 that names the field.
registerUniqueConstraint("drivers_license_key", {
  field: "licenseNumber",
  message: DRIVER_MESSAGES.licenseTaken,
});
registerUniqueConstraint("drivers_user_key", {
  field: "userId",
  message: DRIVER_MESSAGES.userTaken,
});

export const driverEntity = defineEntity({
  entity: driversModule.api.entity,
  prefix: driversModule.api.prefix,
  table: drivers,
  idColumn: drivers.id,
  idField: driversModule.api.idField,
  rowSchema: driverSchema,
  bodySchema: driverUpsertSchema,
  rowFields: (d) => ({ credentialsState: credentialsState(d) }),
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
    // Online now, as the dashboard counts it (issue 29): the latest online status record says so.
    online: { kind: "boolean", build: (v) => onlineCondition(v === true) },
  },
  searchColumn: drivers.searchText,
  dateColumn: drivers.createdAt,
  access: driversModule.access,
  attributes: "driver",
  csvColumns: DRIVER_CSV_COLUMNS,
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
