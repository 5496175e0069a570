/** Data shaping for the patients admin: the form's values, names and addresses as people read them. */
import type { Patient, PatientUpsert } from "../../domain/schemas/patient";
import { toFormValues } from "../../src/forms/formValues";

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
 * The form values for a row (src/forms/formValues: nulls as empty inputs, each address against an
 * empty one); a new patient starts from the defaults.
 */
export const toPatientForm = (
  row: PatientRow | null | undefined,
  facilityId: string | null = null,
): PatientFormValues =>
  toFormValues(row, patientDefaults(facilityId), "patientId");

/** "Parks, Rosa": lists sort by last name, so they show it first. */
export const patientName = (p: Pick<Patient, "firstName" | "lastName">) =>
  `${p.lastName}, ${p.firstName}`;
