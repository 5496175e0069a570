/**
 * Service organisations (issue 28): the generic four under /service-organizations, administrators
 * only. A name is unique (409 on the field); an organisation that still has service users is not
 * deleted (409). Each row counts its users and live keys and names its last call, read for the
 * whole page at once (server/services/organizationRows.ts). The call record's search and the keys'
 * routes are server/services.
 */
import { count, eq } from "drizzle-orm";
import { adminServicesModule } from "../../domain/modules/adminServices";
import {
  SERVICE_MESSAGES,
  serviceOrganizationRowSchema,
  serviceOrganizationUpsertSchema,
} from "../../domain/schemas/service";
import { defineEntity } from "../crud/entity";
import { serviceOrganizations, users } from "../db/schema";
import { conflict, registerUniqueConstraint } from "../errors";
import { serviceRoutes } from "../services/routes";
import type { OrganizationRelations } from "../services/organizationRows";
import {
  loadOrganizationRelations,
  organizationCounts,
} from "../services/organizationRows";
import { iso } from "./iso";

const api = adminServicesModule.api;

registerUniqueConstraint("service_organizations_name_key", {
  field: "name",
  message: SERVICE_MESSAGES.nameTaken,
});

export const serviceOrganizationEntity = defineEntity({
  entity: api.entity,
  prefix: api.prefix,
  table: serviceOrganizations,
  idColumn: serviceOrganizations.id,
  idField: api.idField,
  rowSchema: serviceOrganizationRowSchema,
  bodySchema: serviceOrganizationUpsertSchema,
  toRow: (record, row?: { relations: OrganizationRelations }) => ({
    _id: record.id,
    id: record.id,
    serviceOrganizationId: record.id,
    name: record.name,
    kind: record.kind,
    contactEmail: record.contactEmail,
    notes: record.notes,
    active: record.active,
    ...organizationCounts(record.id, row?.relations),
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  }),
  loadRelations: (records, { app }) =>
    loadOrganizationRelations(
      app.db,
      records.map((r) => r.id),
    ),
  toValues: (body) => ({
    name: body.name,
    kind: body.kind,
    contactEmail: body.contactEmail,
    notes: body.notes,
    active: body.active,
  }),
  sortable: {
    name: serviceOrganizations.name,
    kind: serviceOrganizations.kind,
    createdAt: serviceOrganizations.createdAt,
  },
  defaultSort: "name",
  filters: {
    kind: { kind: "string", column: serviceOrganizations.kind },
    active: { kind: "boolean", column: serviceOrganizations.active },
  },
  searchColumn: serviceOrganizations.searchText,
  dateColumn: serviceOrganizations.createdAt,
  access: adminServicesModule.access,
  beforeDelete: async (existing, { app }) => {
    const [held] = await app.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.serviceOrganizationId, existing.id));
    if (held.n > 0) throw conflict(SERVICE_MESSAGES.organizationInUse);
  },
  csvColumns: [
    "name",
    "kind",
    "contactEmail",
    "active",
    "userCount",
    "activeKeyCount",
    "lastCallAt",
    "createdAt",
  ],
  routes: (app) => {
    void app.register(serviceRoutes);
  },
});
