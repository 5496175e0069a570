/**
 * Facility users (admin/transport/facility-users): the users admin narrowed to the nurses and
 * facility admins of a facility, so a facility admin can run their own staff. Same table, same
 * invitation; the scope is what differs.
 */
import { facilityUsersModule } from "../../domain/modules/facilityUsers";
import type { SQL } from "drizzle-orm";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { AuthUser } from "../auth/authUser";
import { isAdmin, isFacilityScoped } from "../../domain/privileges";
import type { FacilityUser } from "../../domain/schemas/facilityUser";
import {
  FACILITY_USER_MESSAGES as M,
  FACILITY_USER_ROLES,
  facilityUserRowSchema,
  facilityUserUpsertSchema,
} from "../../domain/schemas/facilityUser";
import { afterEmailChange } from "../auth/emailChange";
import { endSessionsOnDeactivation, issueSetupInvitation } from "../auth/flows";
import { defineEntity } from "../crud/entity";
import { FACILITY_USER_CSV_COLUMNS } from "./exportColumns";
import { facilities, users } from "../db/schema";
import { conflict, forbidden, unprocessable } from "../errors";
import { toUser } from "./users";
import { isPerson } from "../services/people";

type UserRecord = typeof users.$inferSelect;

const roleList = sql.join(
  FACILITY_USER_ROLES.map((r) => sql`${r}`),
  sql`, `,
);

/**
 * A facility user: linked to a facility, first role nurse or facilityadmin (the first role decides
 * privileges, §6). The overlap test lets the GIN index on roles narrow the rows first.
 */
const isFacilityUser: SQL = and(
  isNotNull(users.facilityId),
  isPerson(),
  sql`${users.roles} && array[${roleList}]::text[]`,
  sql`${users.roles}[1] in (${roleList})`,
) as SQL;

/** Admins see every facility's users; a facility admin only their own facility's (404 beyond). */
function scopeFor(user: AuthUser): SQL {
  if (!isFacilityScoped(user)) return isFacilityUser;
  if (!user.facilityId) return sql`false`;
  return and(isFacilityUser, eq(users.facilityId, user.facilityId)) as SQL;
}

export function toFacilityUser(u: UserRecord): FacilityUser {
  const user = toUser(u);
  return {
    _id: user._id,
    id: user.id,
    facilityUserId: user.userId,
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roleCode: u.roles[0] ?? "",
    facilityUserDetail: { facilityId: u.facilityId ?? "" },
    active: user.active,
    requirePasswordReset: user.requirePasswordReset,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

const FACILITY_ROLES: ReadonlySet<string> = new Set(FACILITY_USER_ROLES);

export const facilityUserEntity = defineEntity({
  entity: facilityUsersModule.api.entity,
  prefix: facilityUsersModule.api.prefix,
  table: users,
  idColumn: users.id,
  idField: facilityUsersModule.api.idField,
  rowSchema: facilityUserRowSchema,
  bodySchema: facilityUserUpsertSchema,
  toRow: toFacilityUser,
  toValues: (b) => ({
    email: b.email,
    firstName: b.firstName,
    lastName: b.lastName,
    roles: [b.roleCode],
    facilityId: b.facilityUserDetail.facilityId,
    active: b.active,
    // A new account has no password until the invitation is accepted.
    ...(b.facilityUserId
      ? b.requirePasswordReset !== undefined
        ? { requirePasswordReset: b.requirePasswordReset }
        : {}
      : { requirePasswordReset: true }),
  }),
  sortable: {
    lastName: users.lastName,
    firstName: users.firstName,
    email: users.email,
    createdAt: users.createdAt,
  },
  defaultSort: "lastName",
  filters: {
    roleCode: {
      kind: "string",
      // Containment narrows through the GIN index; the first role is what counts.
      build: (v) =>
        FACILITY_ROLES.has(String(v))
          ? (and(
              sql`${users.roles} @> array[${String(v)}]::text[]`,
              sql`${users.roles}[1] = ${String(v)}`,
            ) as SQL)
          : sql`false`,
    },
    facilityId: { kind: "uuid", column: users.facilityId },
    active: { kind: "boolean", column: users.active },
  },
  searchColumn: users.searchText,
  dateColumn: users.createdAt,
  // §6: the facility-users routes need role facilityadmin (admins pass), and modify-facility-users.
  access: facilityUsersModule.access,
  csvColumns: FACILITY_USER_CSV_COLUMNS,
  scope: scopeFor,
  beforeWrite: async (body, existing, { app, user }) => {
    const facilityId = body.facilityUserDetail.facilityId;
    if (!isAdmin(user) && facilityId !== user.facilityId)
      throw forbidden(M.ownFacilityOnly);
    if (existing && existing.id === user.userId) {
      if (!body.active) throw conflict(M.selfDeactivate);
      if (body.roleCode !== existing.roles[0]) throw conflict(M.selfDemote);
    }
    const [facility] = await app.db
      .select({ id: facilities.id })
      .from(facilities)
      .where(eq(facilities.id, facilityId))
      .limit(1);
    if (!facility) {
      const field = "facilityUserDetail.facilityId";
      throw unprocessable(`${field}: ${M.unknownFacility}`, [
        { field, message: M.unknownFacility },
      ]);
    }
  },
  beforeDelete: (existing, { user }) => {
    if (existing.id === user.userId) throw conflict(M.selfDelete);
  },
  afterCreate: (record, { app }) => issueSetupInvitation(app, record),
  onUpdated: async (updated, existing, _body, { tx }) => {
    await endSessionsOnDeactivation(tx, existing, updated);
  },
  afterUpdate: (updated, existing, { app }) =>
    afterEmailChange(app, existing, updated),
});
