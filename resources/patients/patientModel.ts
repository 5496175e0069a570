/** Data shaping for the patients admin: the form's values, names and addresses as people read them. */
import type {
  Patient,
  PatientAddressRow,
  PatientUpsert,
} from "../../domain/schemas/patient";

export type PatientRow = Pick<
  Patient,
  | "id"
  | "patientId"
  | "firstName"
  | "lastName"
  | "dateOfBirth"
  | "phone"
  | "email"
  | "addresses"
  | "wheelchair"
  | "stretcher"
  | "insuranceProviderId"
  | "insurancePolicyId"
  | "facilityId"
  | "notes"
>;

export type PatientFormValues = PatientUpsert & { id?: string };

export const emptyAddress = () => ({
  label: "Home",
  line1: "",
  line2: "",
  city: "",
  state: "",
  postalCode: "",
});

/**
 * A new patient: one home address to fill in, no mobility needs, and the facility of a
 * facility-scoped user (null for transport staff, who choose).
 */
export function patientDefaults(
  facilityId: string | null = null,
): PatientFormValues {
  return {
    firstName: "",
    lastName: "",
    dateOfBirth: "",
    phone: "",
    email: "",
    addresses: [emptyAddress()],
    wheelchair: false,
    stretcher: false,
    insuranceProviderId: null,
    insurancePolicyId: "",
    facilityId,
    notes: "",
  };
}

/**
 * The form values for a row (a new patient starts from the defaults). `id` stays for the record
 * context (the toolbar's delete reads it); the upsert schema strips it from the body.
 */
export function toPatientForm(
  row: PatientRow | null | undefined,
  facilityId: string | null = null,
): PatientFormValues {
  if (!row?.id) return patientDefaults(facilityId);
  return {
    id: String(row.id),
    patientId: row.patientId,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    phone: row.phone ?? "",
    email: row.email ?? "",
    addresses: row.addresses.map((a) => ({ ...a, line2: a.line2 ?? "" })),
    wheelchair: row.wheelchair,
    stretcher: row.stretcher,
    insuranceProviderId: row.insuranceProviderId,
    insurancePolicyId: row.insurancePolicyId ?? "",
    facilityId: row.facilityId,
    notes: row.notes ?? "",
  };
}

/** "Parks, Rosa": lists sort by last name, so they show it first. */
export const patientName = (p: Pick<Patient, "firstName" | "lastName">) =>
  `${p.lastName}, ${p.firstName}`;

/** One line: "12 Elm Street, Suite 2, Columbus, OH 43215". */
export function formatAddress(a: PatientAddressRow): string {
  const street = [a.line1, a.line2].filter(Boolean).join(", ");
  return `${street}, ${a.city}, ${a.state} ${a.postalCode}`;
}

/** An empty choice in a select means "none", which the schema spells null. */
export const parseOptionalId = (id: unknown): string | null =>
  typeof id === "string" && id !== "" ? id : null;
