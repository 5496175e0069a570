/**
 * Facilities (§3 "facilities: fields not shown"; issue 3 names them): the homes, clinics and
 * hospitals whose staff book trips.
 */
import { z } from "zod";
import { optionalText, requiredText } from "./common";
import {
  addressFields,
  optionalEmailSchema,
  optionalPhoneSchema,
  phoneSchema,
} from "./contact";

export const FACILITY_TYPES = ["community", "facility", "hospital"] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

/** POST /facilities (facilityId present and known → update). */
export const facilityUpsertSchema = z.object({
  facilityId: z.uuid().optional(),
  facilityName: requiredText(200),
  facilityType: z.enum(FACILITY_TYPES),
  ...addressFields,
  phone: phoneSchema,
  billingContactName: optionalText(200),
  billingContactEmail: optionalEmailSchema,
  billingContactPhone: optionalPhoneSchema,
});
export type FacilityUpsert = z.input<typeof facilityUpsertSchema>;
export type FacilityValues = z.output<typeof facilityUpsertSchema>;

export const facilityRowSchema = z.object({
  _id: z.string(),
  id: z.string(),
  facilityId: z.string(),
  facilityName: z.string(),
  facilityType: z.string(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  billingContactName: z.string().nullable(),
  billingContactEmail: z.string().nullable(),
  billingContactPhone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Facility = z.infer<typeof facilityRowSchema>;
