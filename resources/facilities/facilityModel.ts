/** Data shaping for the facilities admin: form values (the CSV is the server's). */
import type { Facility, FacilityUpsert } from "../../domain/schemas/facility";
import { toFormValues } from "../../src/forms/formValues";

export type FacilityRow = Omit<Facility, "_id">;

export const facilityDefaults: FacilityUpsert = {
  facilityName: "",
  facilityType: "facility",
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  postalCode: "",
  phone: "",
  billingContactName: "",
  billingContactEmail: "",
  billingContactPhone: "",
};

/**
 * The form values for a row (src/forms/formValues: nulls as empty inputs); a new facility starts
 * from the defaults.
 */
export const toFacilityForm = (
  row: FacilityRow | null | undefined,
): FacilityUpsert & { id?: string } =>
  toFormValues(row, facilityDefaults, "facilityId");

export const facilityTypeLabelKey = (type: string) =>
  `transport.common.facilityTypes.${type}`;
