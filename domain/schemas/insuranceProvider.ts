/**
 * Insurance providers: the payers patients are insured with and trips are billed to. Reference data
 * an administrator keeps; patient records and trip booking look them up.
 */
import { z } from "zod";
import { optionalText, requiredText } from "./common";
import { rowSchemaOf } from "./rowSchema";
import {
  optionalAddressFields,
  optionalEmailSchema,
  optionalPhoneSchema,
} from "./contact";

export const INSURANCE_PROVIDER_MESSAGES = {
  payerId: "Use letters, digits and dashes.",
  duplicateName: "An insurance provider with this name already exists.",
} as const;

/** POST /insurance-providers (insuranceProviderId present and known → update). */
export const insuranceProviderUpsertSchema = z.object({
  insuranceProviderId: z.uuid().optional(),
  name: requiredText(200),
  /** The clearing-house payer id claims go out under (e.g. 15202, MCDOH). */
  payerId: optionalText(20)
    .transform((v) => v?.toUpperCase() ?? null)
    .refine(
      (v) => v === null || /^[A-Z0-9-]+$/.test(v),
      INSURANCE_PROVIDER_MESSAGES.payerId,
    ),
  phone: optionalPhoneSchema,
  email: optionalEmailSchema,
  ...optionalAddressFields,
  active: z.boolean().default(true),
});
export type InsuranceProviderUpsert = z.input<
  typeof insuranceProviderUpsertSchema
>;
export type InsuranceProviderValues = z.output<
  typeof insuranceProviderUpsertSchema
>;

export const insuranceProviderRowSchema = rowSchemaOf(
  insuranceProviderUpsertSchema,
  "insuranceProviderId",
);
export type InsuranceProvider = z.infer<typeof insuranceProviderRowSchema>;
