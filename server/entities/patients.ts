import { eq, sql } from "drizzle-orm";
import { isFacilityScoped, PRIVILEGES as P } from "../../domain/privileges";
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
import { iso } from "./iso";

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
  entity: "Patient",
  prefix: "/patients",
  table: patients,
  idColumn: patients.id,
  idField: "patientId",
  rowSchema: patientSchema,
  bodySchema: patientUpsertSchema,
  toRow: (p) => ({
    _id: p.id,
    id: p.id,
    patientId: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth,
    phone: p.phone,
    email: p.email,
    addresses: p.addresses.map((a) => ({ ...a, line2: a.line2 ?? null })),
    wheelchair: p.wheelchair,
    stretcher: p.stretcher,
    insuranceProviderId: p.insuranceProviderId,
    insurancePolicyId: p.insurancePolicyId,
    facilityId: p.facilityId,
    notes: p.notes,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  }),
  toValues: (b, { user }) => ({
    firstName: b.firstName,
    lastName: b.lastName,
    dateOfBirth: b.dateOfBirth,
    phone: b.phone,
    email: b.email,
    addresses: b.addresses,
    wheelchair: b.wheelchair,
    stretcher: b.stretcher,
    insuranceProviderId: b.insuranceProviderId ?? null,
    insurancePolicyId: b.insurancePolicyId,
    facilityId: facilityFor(b, user),
    notes: b.notes,
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
  access: {
    // Trip staff read patients to book and dispatch; those who keep the records write them.
    read: { privileges: [P.modifyPatients, P.modifyTrips] },
    write: { privileges: [P.modifyPatients] },
  },
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
