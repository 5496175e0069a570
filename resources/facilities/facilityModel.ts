/** Data shaping for the facilities admin: form values and the CSV row. */
import type { TranslateFunction } from "react-admin";
import type { Facility, FacilityUpsert } from "../../domain/schemas/facility";
import { facilitiesModule } from "../../domain/modules/facilities";
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

/** One CSV line as an operator reads it: labelled columns, the type in words, no ids. */
export function facilityCsvRow(row: FacilityRow, translate: TranslateFunction) {
  const label = (field: string) =>
    translate(`resources.${facilitiesModule.name}.fields.${field}`);
  return {
    [label("facilityName")]: row.facilityName,
    [label("facilityType")]: translate(facilityTypeLabelKey(row.facilityType), {
      _: row.facilityType,
    }),
    [label("addressLine1")]: row.addressLine1 ?? "",
    [label("addressLine2")]: row.addressLine2 ?? "",
    [label("city")]: row.city ?? "",
    [label("state")]: row.state ?? "",
    [label("postalCode")]: row.postalCode ?? "",
    [label("phone")]: row.phone ?? "",
    [label("billingContactName")]: row.billingContactName ?? "",
    [label("billingContactEmail")]: row.billingContactEmail ?? "",
    [label("billingContactPhone")]: row.billingContactPhone ?? "",
    [label("createdAt")]: row.createdAt.slice(0, 10),
  };
}
