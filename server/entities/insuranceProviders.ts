/**
 * Insurance providers: reference data changed by holders of modify-insurance-providers (data admins,
 * issue 8; the declaration's access rule), read by the screens that record a patient's insurer or
 * book a trip.
 */
import { insuranceProvidersModule } from "../../domain/modules/insuranceProviders";
import { and, count, eq, ne, sql } from "drizzle-orm";
import {
  INSURANCE_PROVIDER_MESSAGES as M,
  insuranceProviderRowSchema,
  insuranceProviderUpsertSchema,
} from "../../domain/schemas/insuranceProvider";
import { defineEntity } from "../crud/entity";
import { INSURANCE_PROVIDER_CSV_COLUMNS } from "./exportColumns";
import { insuranceProviders, patients } from "../db/schema";
import { conflict, registerUniqueConstraint } from "../errors";

const DUPLICATE_NAME = { field: "name", message: M.duplicateName };
// Two saves racing past the check below still meet the unique index: same answer.
registerUniqueConstraint("insurance_providers_name_key", DUPLICATE_NAME);

export const insuranceProviderEntity = defineEntity({
  entity: insuranceProvidersModule.api.entity,
  prefix: insuranceProvidersModule.api.prefix,
  table: insuranceProviders,
  idColumn: insuranceProviders.id,
  idField: insuranceProvidersModule.api.idField,
  rowSchema: insuranceProviderRowSchema,
  bodySchema: insuranceProviderUpsertSchema,
  sortable: {
    name: insuranceProviders.name,
    payerId: insuranceProviders.payerId,
    createdAt: insuranceProviders.createdAt,
  },
  defaultSort: "name",
  filters: {
    active: { kind: "boolean", column: insuranceProviders.active },
    state: {
      kind: "string",
      build: (v) =>
        eq(insuranceProviders.state, String(v).trim().toUpperCase()),
    },
  },
  searchColumn: insuranceProviders.searchText,
  dateColumn: insuranceProviders.createdAt,
  access: insuranceProvidersModule.access,
  csvColumns: INSURANCE_PROVIDER_CSV_COLUMNS,
  // "Medicaid" and "MEDICAID" are the same payer to an operator, whatever the index says.
  beforeWrite: async (body, existing, { app }) => {
    const [same] = await app.db
      .select({ id: insuranceProviders.id })
      .from(insuranceProviders)
      .where(
        and(
          sql`lower(${insuranceProviders.name}) = ${body.name.toLowerCase()}`,
          existing ? ne(insuranceProviders.id, existing.id) : undefined,
        ),
      )
      .limit(1);
    if (same) throw conflict(M.duplicateName, [DUPLICATE_NAME]);
  },
  beforeDelete: async (existing, { app }) => {
    const [{ n }] = await app.db
      .select({ n: count() })
      .from(patients)
      .where(eq(patients.insuranceProviderId, existing.id));
    if (n > 0)
      throw conflict(
        `This insurance provider cannot be deleted while ${n} ${n === 1 ? "patient is" : "patients are"} insured with it. Mark it inactive instead.`,
      );
  },
});
