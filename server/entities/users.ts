import { usersModule } from "../../domain/modules/users";
import { sql } from "drizzle-orm";
import type { User } from "../../domain/schemas/user";
import { userSchema, userUpsertSchema } from "../../domain/schemas/user";
import { ROLES, isAdmin } from "../../domain/privileges";
import { afterEmailChange, checkEmailChange } from "../auth/emailChange";
import { endSessionsOnDeactivation, issueSetupInvitation } from "../auth/flows";
import { defineEntity } from "../crud/entity";
import { users } from "../db/schema";
import { forbidden } from "../errors";
import { iso } from "./iso";
import { isPerson } from "../services/people";

type UserRecord = typeof users.$inferSelect;

export const ADMINS_ONLY =
  "Only a system administrator can manage system administrators.";

/** The API shape of a user; the password hash never leaves the server. */
export function toUser(u: UserRecord): User {
  return {
    _id: u.id,
    id: u.id,
    userId: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    roles: u.roles.map((roleCode) => ({ roleCode })),
    requirePasswordReset: u.requirePasswordReset,
    emailVerified: u.emailVerifiedAt !== null,
    active: u.active,
    facilityUserDetail: u.facilityId ? { facilityId: u.facilityId } : null,
    createdAt: iso(u.createdAt),
    updatedAt: iso(u.updatedAt),
  };
}

export const userEntity = defineEntity({
  entity: usersModule.api.entity,
  prefix: usersModule.api.prefix,
  table: users,
  idColumn: users.id,
  idField: usersModule.api.idField,
  rowSchema: userSchema,
  bodySchema: userUpsertSchema,
  toRow: toUser,
  toValues: (b) => ({
    email: b.email,
    firstName: b.firstName,
    lastName: b.lastName,
    roles: b.roles.map((r) => r.roleCode),
    facilityId: b.facilityUserDetail?.facilityId ?? null,
    active: b.active,
    // A new account has no password until the invitation is accepted.
    ...(b.userId ? {} : { requirePasswordReset: true }),
    ...(b.userId && b.requirePasswordReset !== undefined
      ? { requirePasswordReset: b.requirePasswordReset }
      : {}),
  }),
  sortable: {
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    createdAt: users.createdAt,
  },
  defaultSort: "lastName",
  filters: {
    roleCode: {
      kind: "string",
      build: (v) => sql`${users.roles} @> array[${String(v)}]::text[]`,
    },
    facilityId: { kind: "uuid", column: users.facilityId },
    active: { kind: "boolean", column: users.active },
    requirePasswordReset: {
      kind: "boolean",
      column: users.requirePasswordReset,
    },
  },
  searchColumn: users.searchText,
  dateColumn: users.createdAt,
  access: usersModule.access,
  // Service users (issue 28) are managed from their organisation's page, never as people here.
  scope: () => isPerson(),
  beforeWrite: (body, existing, { user }) => {
    // Only a system administrator may create, change or grant system administrators.
    const grantsAdmin = body.roles.some(
      (r) => r.roleCode === ROLES.systemadmin,
    );
    const touchesAdmin = existing?.roles.includes(ROLES.systemadmin) ?? false;
    if ((grantsAdmin || touchesAdmin) && !isAdmin(user))
      throw forbidden(ADMINS_ONLY);
    checkEmailChange(existing, body.email, user);
  },
  // ...or delete one.
  beforeDelete: (existing, { user }) => {
    if (existing.roles.includes(ROLES.systemadmin) && !isAdmin(user))
      throw forbidden(ADMINS_ONLY);
  },
  afterCreate: (record, { app }) => issueSetupInvitation(app, record),
  onUpdated: async (updated, existing, _body, { tx }) => {
    await endSessionsOnDeactivation(tx, existing, updated);
  },
  afterUpdate: (updated, existing, { app }) =>
    afterEmailChange(app, existing, updated),
});
