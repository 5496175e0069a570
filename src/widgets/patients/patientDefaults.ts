/** A new patient's form values: shared by the patients resource and the booking form's dialog. */
import type { PatientUpsert } from "../../../domain/schemas/patient";

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
