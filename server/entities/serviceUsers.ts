/**
 * Service users (issue 28): the generic four under /service-users, administrators only, over the
 * accounts that carry a service organisation (users.service_organization_id). One role of §6, never
 * systemadmin; a facility for the facility roles, none for the others. A service user has no
 * password and no email anyone reads (an address under the reserved .invalid domain): it never
 * signs in and acts only through its API keys. Its organisation is fixed once created. Deactivating
 * it refuses its keys (401) without revoking them.
 */
import { randomUUID } from "node:crypto";
import { eq, isNotNull, sql } from "drizzle-orm";
import { serviceUsersModule } from "../../domain/modules/services";
import type { ServiceUserRow } from "../../domain/schemas/service";
import {
  isFacilityServiceRole,
  SERVICE_MESSAGES,
  serviceUserRowSchema,
  serviceUserUpsertSchema,
} from "../../domain/schemas/service";
import { defineEntity } from "../crud/entity";
import { facilities, serviceOrganizations, users } from "../db/schema";
import { unprocessable } from "../errors";
import type { Db } from "../db/client";
import type { ServiceUserRelations } from "../services/serviceUserRows";
import { loadServiceUserRelations } from "../services/serviceUserRows";
import { iso, isoOrNull } from "./iso";

type UserRecord = typeof users.$inferSelect;

export function toServiceUserRow(
  u: UserRecord,
  relations?: ServiceUserRelations,
): ServiceUserRow {
  return {
    _id: u.id,
    id: u.id,
    serviceUserId: u.id,
    serviceOrganizationId: u.serviceOrganizationId ?? "",
    name: u.firstName,
    roleCode: u.roles[0] ?? "",
    facilityId: u.facilityId,
    active: u.active,
    activeKeyCount: relations?.keys.get(u.id) ?? 0,
    lastUsedAt: isoOrNull(relations?.lastUsed.get(u.id)),
    createdAt: iso(u.createdAt),
    updatedAt: iso(u.updatedAt),
  };
}

async function exists(db: Db, table: "org" | "facility", id: string) {
  const t = table === "org" ? serviceOrganizations : facilities;
  const [found] = await db
    .select({ id: t.id })
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
  return !!found;
}

export const serviceUserEntity = defineEntity({
  entity: serviceUsersModule.api.entity,
  prefix: serviceUsersModule.api.prefix,
  table: users,
  idColumn: users.id,
  idField: serviceUsersModule.api.idField,
  rowSchema: serviceUserRowSchema,
  bodySchema: serviceUserUpsertSchema,
  toRow: (record, row?: { relations: ServiceUserRelations }) =>
    toServiceUserRow(record, row?.relations),
  loadRelations: (records, { app }) =>
    loadServiceUserRelations(
      app.db,
      records.map((r) => r.id),
    ),
  toValues: (body) => ({
    firstName: body.name,
    lastName: "",
    roles: [body.roleCode],
    facilityId: isFacilityServiceRole(body.roleCode)
      ? (body.facilityId ?? null)
      : null,
    active: body.active,
    // Set once: an update keeps the organisation (beforeWrite refuses another one) and the address.
    ...(body.serviceUserId
      ? {}
      : {
          serviceOrganizationId: body.serviceOrganizationId,
          email: `service-${randomUUID()}@services.invalid`,
          passwordHash: null,
          requirePasswordReset: false,
        }),
  }),
  sortable: { name: users.firstName, createdAt: users.createdAt },
  defaultSort: "name",
  filters: {
    serviceOrganizationId: {
      kind: "uuid",
      column: users.serviceOrganizationId,
    },
    roleCode: {
      kind: "string",
      build: (v) => sql`${users.roles}[1] = ${String(v)}`,
    },
    active: { kind: "boolean", column: users.active },
  },
  searchColumn: users.searchText,
  dateColumn: users.createdAt,
  access: serviceUsersModule.access,
  scope: () => isNotNull(users.serviceOrganizationId),
  beforeWrite: async (body, existing, { app }) => {
    if (
      existing &&
      existing.serviceOrganizationId !== body.serviceOrganizationId
    )
      throw unprocessable(SERVICE_MESSAGES.organizationFixed, [
        {
          field: "serviceOrganizationId",
          message: SERVICE_MESSAGES.organizationFixed,
        },
      ]);
    if (!existing && !(await exists(app.db, "org", body.serviceOrganizationId)))
      throw unprocessable(SERVICE_MESSAGES.organizationNotFound, [
        {
          field: "serviceOrganizationId",
          message: SERVICE_MESSAGES.organizationNotFound,
        },
      ]);
    if (
      isFacilityServiceRole(body.roleCode) &&
      body.facilityId &&
      !(await exists(app.db, "facility", body.facilityId))
    )
      throw unprocessable(SERVICE_MESSAGES.facilityNotFound, [
        { field: "facilityId", message: SERVICE_MESSAGES.facilityNotFound },
      ]);
  },
  csvColumns: ["name", "roleCode", "facilityId", "active", "createdAt"],
});
