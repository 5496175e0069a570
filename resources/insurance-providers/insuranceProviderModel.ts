/** Data shaping for the insurance providers admin: form values (the CSV is the server's). */
import type {
  InsuranceProvider,
  InsuranceProviderUpsert,
} from "../../domain/schemas/insuranceProvider";
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
