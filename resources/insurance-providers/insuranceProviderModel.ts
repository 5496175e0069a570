/** Data shaping for the insurance providers admin: form values and the CSV row. */
import type { TranslateFunction } from "react-admin";
import type {
  InsuranceProvider,
  InsuranceProviderUpsert,
} from "../../domain/schemas/insuranceProvider";
import { formatAddress } from "../facilities/facilityModel";
import { INSURANCE_PROVIDERS_RESOURCE } from "./insuranceProviderPaths";

export type InsuranceProviderRow = Omit<InsuranceProvider, "_id">;

export const insuranceProviderDefaults: InsuranceProviderUpsert = {
  name: "",
  payerId: "",
  phone: "",
  email: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  postalCode: "",
  active: true,
};

/** The form values for a row (nulls as empty inputs); a new provider starts from the defaults. */
export function toInsuranceProviderForm(
  row: InsuranceProviderRow | null | undefined,
): InsuranceProviderUpsert & { id?: string } {
  if (!row) return { ...insuranceProviderDefaults };
  return {
    id: String(row.id),
    insuranceProviderId: row.insuranceProviderId,
    name: row.name,
    payerId: row.payerId ?? "",
    phone: row.phone ?? "",
    email: row.email ?? "",
    addressLine1: row.addressLine1 ?? "",
    addressLine2: row.addressLine2 ?? "",
    city: row.city ?? "",
    state: row.state ?? "",
    postalCode: row.postalCode ?? "",
    active: row.active,
  };
}

/** One CSV line: labelled columns, the address on one line, active in words. */
export function insuranceProviderCsvRow(
  row: InsuranceProviderRow,
  translate: TranslateFunction,
) {
  const label = (field: string) =>
    translate(`resources.${INSURANCE_PROVIDERS_RESOURCE}.fields.${field}`);
  return {
    [label("name")]: row.name,
    [label("payerId")]: row.payerId ?? "",
    [label("phone")]: row.phone ?? "",
    [label("email")]: row.email ?? "",
    [label("address")]: formatAddress(row),
    [label("active")]: translate(
      row.active ? "ra.boolean.true" : "ra.boolean.false",
    ),
    [label("createdAt")]: row.createdAt.slice(0, 10),
  };
}
