/**
 * Facilities (§3 "facilities: fields not shown"; issue 3 names them): the homes, clinics and
 * hospitals whose staff book trips.
 */
import { z } from "zod";
import { optionalText, requiredText } from "./common";
import { rowSchemaOf } from "./rowSchema";
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

export const facilityRowSchema = rowSchemaOf(
  facilityUpsertSchema,
  "facilityId",
  // Facilities saved before the address and phone were required have none.
  { nullable: ["addressLine1", "city", "state", "postalCode", "phone"] },
);
export type Facility = z.infer<typeof facilityRowSchema>;
