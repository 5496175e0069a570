import { z } from "zod";
import { optionalText, requiredText } from "./common";

export const FEATURE_CODE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** POST /features {code, title, description, active, id} (§7). */
export const featureUpsertSchema = z.object({
  id: z.uuid().optional(),
  code: requiredText(100).regex(
    FEATURE_CODE_PATTERN,
    "Use lower-case letters, digits and dashes.",
  ),
  title: requiredText(200),
  description: optionalText(2000),
  active: z.boolean().default(false),
});
export type FeatureUpsert = z.input<typeof featureUpsertSchema>;

export const featureToggleSchema = z.object({
  code: requiredText(100),
  active: z.boolean(),
});
export const featureTogglesRequestSchema = z.object({
  codes: z.array(z.string().max(100)).max(100),
});

export const featureSchema = z.object({
  _id: z.string(),
  id: z.string(),
  featureId: z.string(),
  featureCode: z.string(),
  featureTitle: z.string(),
  featureDescription: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Feature = z.infer<typeof featureSchema>;
export const featureToggleStateSchema = z.object({
  featureCode: z.string(),
  active: z.boolean(),
});
