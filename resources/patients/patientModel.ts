/** Data shaping for the patients admin: the form's values, names and addresses as people read them. */
import type { Patient } from "../../domain/schemas/patient";
import type { PatientFormValues } from "../../src/widgets/patients/patientDefaults";
import { patientDefaults } from "../../src/widgets/patients/patientDefaults";
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

// The new-patient values live in src/widgets/patients: the booking form's dialog shares them.
export type { PatientFormValues } from "../../src/widgets/patients/patientDefaults";
export {
  emptyAddress,
  patientDefaults,
} from "../../src/widgets/patients/patientDefaults";

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
