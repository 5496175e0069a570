import { patientsModule } from "../../domain/modules/patients";
import { eq, sql } from "drizzle-orm";
import {
  hasAnyPrivilege,
  isFacilityScoped,
  PRIVILEGES as P,
} from "../../domain/privileges";
import {
  PATIENT_MESSAGES,
  patientSchema,
  patientUpsertSchema,
} from "../../domain/schemas/patient";
import type { PatientValues } from "../../domain/schemas/patient";
import type { AuthUser } from "../auth/authUser";
import type { EntityContext } from "../crud/entity";
import { defineEntity } from "../crud/entity";
import { PATIENT_CSV_COLUMNS } from "./exportColumns";
import { facilities, insuranceProviders, patients } from "../db/schema";
import { forbidden, unprocessable } from "../errors";
import { locatePatientAddresses } from "../geo/patientAddresses";
import { customerPatients } from "../trips/patientReach";

type PatientRecord = typeof patients.$inferSelect;

/**
 * A booker without patient records of their own to keep (a customer, through request-trips): they
 * reach the patients they created and those of trips they booked, and edit only the former.
 */
const isBooker = (user: AuthUser) =>
  !isFacilityScoped(user) &&
  !hasAnyPrivilege(user, [P.modifyPatients, P.modifyTrips]);

export const BOOKER_PATIENT_MESSAGES = {
  notCreator: "You can only change the patients you added.",
  noFacility: "A patient you add is not linked to a facility.",
} as const;

/** Facility admins and nurses write their own facility; bookers none; others the one they chose. */
const facilityFor = (body: PatientValues, user: AuthUser) =>
  isFacilityScoped(user)
    ? user.facilityId
    : isBooker(user)
      ? null
      : (body.facilityId ?? null);

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
  // The stored JSON may leave line2 and the coordinates out; rows always carry them, null when empty.
  rowFields: (p) => ({
    addresses: p.addresses.map((a) => ({
      ...a,
      line2: a.line2 ?? null,
      latitude: a.latitude ?? null,
      longitude: a.longitude ?? null,
    })),
  }),
  valueFields: (b, { user }) => ({
    insuranceProviderId: b.insuranceProviderId ?? null,
    facilityId: facilityFor(b, user),
    // Who added the patient, recorded on every create (a customer's reach depends on it).
    ...(b.patientId ? {} : { createdByUserId: user.userId }),
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
  attributes: "patient",
  csvColumns: PATIENT_CSV_COLUMNS,
  // §6: facility admins and nurses see their own facility's patients only; no facility, none. A
  // customer sees the patients they created or booked trips for.
  // Patient data: reads by id, searches, exports and refused attempts go to the activity record
  // (issues 11 and 21).
  auditAccess: { modelType: "patient", searches: true, refusals: true },
  scope: (user) =>
    isFacilityScoped(user)
      ? user.facilityId
        ? eq(patients.facilityId, user.facilityId)
        : sql`false`
      : isBooker(user)
        ? customerPatients(user.userId)
        : undefined,
  beforeWrite: async (body, existing, ctx) => {
    const { user } = ctx;
    if (isFacilityScoped(user)) {
      if (!user.facilityId) throw forbidden(PATIENT_MESSAGES.noFacility);
      if (body.facilityId && body.facilityId !== user.facilityId)
        throw forbidden(PATIENT_MESSAGES.otherFacility);
    } else if (isBooker(user)) {
      if (existing && existing.createdByUserId !== user.userId)
        throw forbidden(BOOKER_PATIENT_MESSAGES.notCreator);
      if (body.facilityId && body.facilityId !== existing?.facilityId)
        throw forbidden(BOOKER_PATIENT_MESSAGES.noFacility);
    }
    await checkReferences(body, existing, ctx);
  },
  // Issue 22: addresses get coordinates before the write's transaction (the geocoder may be slow).
  prepareValues: async (body, values, existing, { app }) => ({
    values: {
      ...values,
      addresses: await locatePatientAddresses(
        app,
        body.addresses,
        existing?.addresses ?? null,
      ),
    },
  }),
  // Trips will reference patients with ON DELETE RESTRICT: the generic delete answers 409 then.
});
