/**
 * Patients: the people trips carry. Facility staff keep their own facility's patients (§6
 * scoping); transport staff see all. Trip booking looks patients up and creates them inline with
 * the same schema.
 */
import { z } from "zod";
import { todayIso } from "../expiry";
import { optionalText, requiredText } from "./common";
import { rowSchemaOf } from "./rowSchema";
import {
  optionalEmailSchema,
  optionalPhoneSchema,
  postalCodeSchema,
  stateSchema,
} from "./contact";
import { latitude, longitude } from "./tripParts";
import { isoDay } from "./tripPrice";

export const PATIENT_ADDRESSES_MAX = 10;
/** Dates of birth before this are typing mistakes, not patients. */
export const EARLIEST_BIRTH_DATE = "1900-01-01";

export const PATIENT_MESSAGES = {
  bornInFuture: "A date of birth cannot be in the future.",
  bornTooEarly: "Enter a date of birth from 1900-01-01 on.",
  addressRequired: "Add at least one address.",
  tooManyAddresses: `Add at most ${PATIENT_ADDRESSES_MAX} addresses.`,
  policyRequired: "Enter the policy number for the chosen insurance provider.",
  providerRequired: "Choose the insurance provider of this policy.",
  unknownProvider: "This insurance provider does not exist.",
  inactiveProvider: "This insurance provider is no longer active.",
  unknownFacility: "This facility does not exist.",
  otherFacility: "You can only manage patients of your own facility.",
  noFacility:
    "Your account is not linked to a facility, so it cannot add patients.",
} as const;

/** One of the patient's addresses; a label says which (Home, Day program, Dialysis…). */
export const patientAddressSchema = z.object({
  label: requiredText(50),
  line1: requiredText(200),
  line2: optionalText(200),
  city: requiredText(100),
  state: stateSchema,
  postalCode: postalCodeSchema,
  /** The server's (issue 22): located when the patient is saved; what a body sends is replaced. */
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
});
export type PatientAddressInput = z.input<typeof patientAddressSchema>;

/** A real day, from 1900-01-01 to today (UTC). */
const dateOfBirthSchema = isoDay()
  .refine((d) => d >= EARLIEST_BIRTH_DATE, PATIENT_MESSAGES.bornTooEarly)
  .refine((d) => d <= todayIso(), PATIENT_MESSAGES.bornInFuture);

const INSURANCE_FIELDS = new Set(["insuranceProviderId", "insurancePolicyId"]);
/** Cross-field checks run even while other fields are invalid, so every message shows at once. */
const insuranceValid = (payload: z.core.ParsePayload) =>
  !payload.issues.some((i) => INSURANCE_FIELDS.has(String(i.path?.[0])));

/** POST /patients (patientId present and known → update). */
export const patientUpsertSchema = z
  .object({
    patientId: z.uuid().optional(),
    firstName: requiredText(100),
    lastName: requiredText(100),
    dateOfBirth: dateOfBirthSchema,
    phone: optionalPhoneSchema,
    email: optionalEmailSchema,
    addresses: z
      .array(patientAddressSchema, { error: PATIENT_MESSAGES.addressRequired })
      .min(1, PATIENT_MESSAGES.addressRequired)
      .max(PATIENT_ADDRESSES_MAX, PATIENT_MESSAGES.tooManyAddresses),
    /** Mobility needs; both may hold (a patient who rides seated but sometimes lies down). */
    wheelchair: z.boolean().default(false),
    stretcher: z.boolean().default(false),
    insuranceProviderId: z.uuid().nullish(),
    insurancePolicyId: optionalText(100),
    /** Facility-scoped users may leave it out: the server puts their own facility. */
    facilityId: z.uuid().nullish(),
    notes: optionalText(2000),
  })
  .refine((p) => !p.insuranceProviderId || !!p.insurancePolicyId, {
    path: ["insurancePolicyId"],
    message: PATIENT_MESSAGES.policyRequired,
    when: insuranceValid,
  })
  .refine((p) => !p.insurancePolicyId || !!p.insuranceProviderId, {
    path: ["insuranceProviderId"],
    message: PATIENT_MESSAGES.providerRequired,
    when: insuranceValid,
  });
export type PatientUpsert = z.input<typeof patientUpsertSchema>;
export type PatientValues = z.output<typeof patientUpsertSchema>;

export const patientSchema = rowSchemaOf(patientUpsertSchema, "patientId");
export type Patient = z.infer<typeof patientSchema>;
export type PatientAddressRow = Patient["addresses"][number];
