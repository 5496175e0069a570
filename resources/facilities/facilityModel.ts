/** Data shaping for the facilities admin: form values, the one-line address and the CSV row. */
import type { TranslateFunction } from "react-admin";
import type { Facility, FacilityUpsert } from "../../domain/schemas/facility";
import { FACILITIES_RESOURCE } from "./facilityPaths";

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
 * The form values for a row; a new facility starts from the defaults. `id` stays for the record
 * context (the toolbar's delete reads it); the upsert schema strips it from the body.
 */
export function toFacilityForm(
  row: FacilityRow | null | undefined,
): FacilityUpsert & { id?: string } {
  if (!row) return { ...facilityDefaults };
  return {
    id: String(row.id),
    facilityId: row.facilityId,
    facilityName: row.facilityName,
    facilityType: row.facilityType as FacilityUpsert["facilityType"],
    addressLine1: row.addressLine1 ?? "",
    addressLine2: row.addressLine2 ?? "",
    city: row.city ?? "",
    state: row.state ?? "",
    postalCode: row.postalCode ?? "",
    phone: row.phone ?? "",
    billingContactName: row.billingContactName ?? "",
    billingContactEmail: row.billingContactEmail ?? "",
    billingContactPhone: row.billingContactPhone ?? "",
  };
}

type AddressParts = Pick<
  FacilityRow,
  "addressLine1" | "addressLine2" | "city" | "state" | "postalCode"
>;

/** "12 Elm St, Apt 2, Dublin, OH 43017": the parts present, in postal order. */
export function formatAddress(row: Partial<AddressParts> | null | undefined) {
  if (!row) return "";
  const region = [row.state, row.postalCode].filter(Boolean).join(" ");
  return [row.addressLine1, row.addressLine2, row.city, region]
    .filter(Boolean)
    .join(", ");
}

export const facilityTypeLabelKey = (type: string) =>
  `transport.common.facilityTypes.${type}`;

/** One CSV line as an operator reads it: labelled columns, the type in words, no ids. */
export function facilityCsvRow(row: FacilityRow, translate: TranslateFunction) {
  const label = (field: string) =>
    translate(`resources.${FACILITIES_RESOURCE}.fields.${field}`);
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
