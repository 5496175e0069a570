/** Data shaping for the insurance providers admin: form values and the CSV row. */
import type { TranslateFunction } from "react-admin";
import type {
  InsuranceProvider,
  InsuranceProviderUpsert,
} from "../../domain/schemas/insuranceProvider";
import { formatAddress } from "../../src/widgets/address";
import { insuranceProvidersModule } from "../../domain/modules/insuranceProviders";
import { toFormValues } from "../../src/forms/formValues";

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

/**
 * The form values for a row (src/forms/formValues: nulls as empty inputs); a new provider starts
 * from the defaults.
 */
export const toInsuranceProviderForm = (
  row: InsuranceProviderRow | null | undefined,
): InsuranceProviderUpsert & { id?: string } =>
  toFormValues(row, insuranceProviderDefaults, "insuranceProviderId");

/** One CSV line: labelled columns, the address on one line, active in words. */
export function insuranceProviderCsvRow(
  row: InsuranceProviderRow,
  translate: TranslateFunction,
) {
  const label = (field: string) =>
    translate(`resources.${insuranceProvidersModule.name}.fields.${field}`);
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
