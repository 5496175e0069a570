/**
 * Insurance providers: reference data only administrators change (§2 "Admin-only"), read by the
 * screens that record a patient's insurer or book a trip.
 */
import { and, count, eq, ne, sql } from "drizzle-orm";
import { PRIVILEGES as P } from "../../domain/privileges";
import type { InsuranceProvider } from "../../domain/schemas/insuranceProvider";
import {
  INSURANCE_PROVIDER_MESSAGES as M,
  insuranceProviderRowSchema,
  insuranceProviderUpsertSchema,
} from "../../domain/schemas/insuranceProvider";
import { defineEntity } from "../crud/entity";
import { insuranceProviders, patients } from "../db/schema";
import { conflict, registerUniqueConstraint } from "../errors";
import { iso } from "./iso";

type ProviderRecord = typeof insuranceProviders.$inferSelect;

const DUPLICATE_NAME = { field: "name", message: M.duplicateName };
// Two saves racing past the check below still meet the unique index: same answer.
registerUniqueConstraint("insurance_providers_name_key", DUPLICATE_NAME);

export function toInsuranceProvider(p: ProviderRecord): InsuranceProvider {
  return {
    _id: p.id,
    id: p.id,
    insuranceProviderId: p.id,
    name: p.name,
    payerId: p.payerId,
    phone: p.phone,
    email: p.email,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2,
    city: p.city,
    state: p.state,
    postalCode: p.postalCode,
    active: p.active,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}

export const insuranceProviderEntity = defineEntity({
  entity: "Insurance Provider",
  prefix: "/insurance-providers",
  table: insuranceProviders,
  idColumn: insuranceProviders.id,
  idField: "insuranceProviderId",
  rowSchema: insuranceProviderRowSchema,
  bodySchema: insuranceProviderUpsertSchema,
  toRow: toInsuranceProvider,
  toValues: (b) => ({
    name: b.name,
    payerId: b.payerId,
    phone: b.phone,
    email: b.email,
    addressLine1: b.addressLine1,
    addressLine2: b.addressLine2,
    city: b.city,
    state: b.state,
    postalCode: b.postalCode,
    active: b.active,
  }),
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
  access: {
    // The patients form and trip booking pick an insurer from this list.
    read: {
      privileges: [
        P.modifyInsuranceProviders,
        P.modifyPatients,
        P.modifyTrips,
        P.requestTrips,
      ],
    },
    write: { adminOnly: true },
  },
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
