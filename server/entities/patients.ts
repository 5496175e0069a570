import { patientsModule } from "../../domain/modules/patients";
import { eq, sql } from "drizzle-orm";
import { isFacilityScoped } from "../../domain/privileges";
import {
  PATIENT_MESSAGES,
  patientSchema,
  patientUpsertSchema,
} from "../../domain/schemas/patient";
import type { PatientValues } from "../../domain/schemas/patient";
import type { AuthUser } from "../auth/authUser";
import type { EntityContext } from "../crud/entity";
import { defineEntity } from "../crud/entity";
import { facilities, insuranceProviders, patients } from "../db/schema";
import { forbidden, unprocessable } from "../errors";

type PatientRecord = typeof patients.$inferSelect;

/** Facility admins and nurses write their own facility; everyone else the facility they chose. */
const facilityFor = (body: PatientValues, user: AuthUser) =>
  isFacilityScoped(user) ? user.facilityId : (body.facilityId ?? null);

const fieldError = (field: string, message: string) =>
  unprocessable(`${field}: ${message}`, [{ field, message }]);

/**
 * The references a body makes must exist, so the answer is a field error rather than the generic
 * foreign-key 422. A provider that was deactivated may stay on the patients that already had it,
 * but is not given to others.
 */
async function checkReferences(
  body: PatientValues,
  existing: PatientRecord | null,
  { app, user }: EntityContext,
): Promise<void> {
  if (body.insuranceProviderId) {
    const [provider] = await app.db
      .select({ active: insuranceProviders.active })
      .from(insuranceProviders)
      .where(eq(insuranceProviders.id, body.insuranceProviderId))
      .limit(1);
    if (!provider)
      throw fieldError("insuranceProviderId", PATIENT_MESSAGES.unknownProvider);
    const unchanged =
      existing?.insuranceProviderId === body.insuranceProviderId;
    if (!provider.active && !unchanged)
      throw fieldError(
        "insuranceProviderId",
        PATIENT_MESSAGES.inactiveProvider,
      );
  }
  if (body.facilityId && !isFacilityScoped(user)) {
    const [facility] = await app.db
      .select({ id: facilities.id })
      .from(facilities)
      .where(eq(facilities.id, body.facilityId))
      .limit(1);
    if (!facility)
      throw fieldError("facilityId", PATIENT_MESSAGES.unknownFacility);
  }
}

export const patientEntity = defineEntity({
  entity: patientsModule.api.entity,
  prefix: patientsModule.api.prefix,
  table: patients,
  idColumn: patients.id,
  idField: patientsModule.api.idField,
  rowSchema: patientSchema,
  bodySchema: patientUpsertSchema,
  // The stored JSON may leave line2 out; rows always carry it, null when empty.
  rowFields: (p) => ({
    addresses: p.addresses.map((a) => ({ ...a, line2: a.line2 ?? null })),
  }),
  valueFields: (b, { user }) => ({
    insuranceProviderId: b.insuranceProviderId ?? null,
    facilityId: facilityFor(b, user),
  }),
  sortable: {
    lastName: patients.lastName,
    firstName: patients.firstName,
    dateOfBirth: patients.dateOfBirth,
    createdAt: patients.createdAt,
  },
  defaultSort: "lastName",
  filters: {
    facilityId: { kind: "uuid", column: patients.facilityId },
    insuranceProviderId: {
      kind: "uuid",
      column: patients.insuranceProviderId,
    },
    wheelchair: { kind: "boolean", column: patients.wheelchair },
    stretcher: { kind: "boolean", column: patients.stretcher },
  },
  searchColumn: patients.searchText,
  dateColumn: patients.createdAt,
  access: patientsModule.access,
  // §6: facility admins and nurses see their own facility's patients only; no facility, none.
  scope: (user) =>
    isFacilityScoped(user)
      ? user.facilityId
        ? eq(patients.facilityId, user.facilityId)
        : sql`false`
      : undefined,
  beforeWrite: async (body, existing, ctx) => {
    const { user } = ctx;
    if (isFacilityScoped(user)) {
      if (!user.facilityId) throw forbidden(PATIENT_MESSAGES.noFacility);
      if (body.facilityId && body.facilityId !== user.facilityId)
        throw forbidden(PATIENT_MESSAGES.otherFacility);
    }
    await checkReferences(body, existing, ctx);
  },
  // Trips will reference patients with ON DELETE RESTRICT: the generic delete answers 409 then.
});
