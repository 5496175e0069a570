/**
 * US contact details the transport entities share (facilities, insurers, patients, drivers): phone
 * numbers, states, ZIP codes, optional emails and street addresses.
 */
import { z } from "zod";
import { US_STATES } from "../usStates";
import { emailSchema, MESSAGES, optionalText, requiredText } from "./common";

// The codes live in a zod-free module (the filters' choices); importable from here as before.
export { US_STATES } from "../usStates";

export const CONTACT_MESSAGES = {
  phone: "Enter a 10-digit US phone number.",
  state: "Enter a 2-letter US state code.",
  postalCode: "Enter a 5-digit ZIP code or ZIP+4.",
} as const;

/**
 * A North American number: 10 digits after an optional leading 1, area code and exchange not
 * starting with 0 or 1. Stored as (614) 555-0100 so lists and exports read the same everywhere.
 */
export function normalisePhone(value: string): string | null {
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** "" and null mean "not given"; anything else must be a phone number. */
const blankToNull = (v: string | null | undefined) =>
  v == null || v.trim() === "" ? null : v.trim();

export const phoneSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(40, CONTACT_MESSAGES.phone)
  .refine((v) => normalisePhone(v) !== null, CONTACT_MESSAGES.phone)
  .transform((v) => normalisePhone(v) as string);

export const optionalPhoneSchema = z
  .string()
  .max(40, CONTACT_MESSAGES.phone)
  .nullish()
  .transform(blankToNull)
  .refine(
    (v) => v === null || normalisePhone(v) !== null,
    CONTACT_MESSAGES.phone,
  )
  .transform((v) => (v === null ? null : normalisePhone(v)));

export const optionalEmailSchema = z
  .string()
  .nullish()
  .transform(blankToNull)
  .pipe(emailSchema.nullable());

const STATE_SET: ReadonlySet<string> = new Set(US_STATES);
export const stateSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .toUpperCase()
  .min(1, MESSAGES.required)
  .refine((v) => STATE_SET.has(v), CONTACT_MESSAGES.state);

/** 12345 or 12345-6789 (a bare 9-digit ZIP gets its dash). */
export const postalCodeSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\d{5}(-?\d{4})?$/, CONTACT_MESSAGES.postalCode)
  .transform((v) => (v.length === 9 ? `${v.slice(0, 5)}-${v.slice(5)}` : v));

/** A complete street address: trips are picked up and dropped off there. */
export const addressFields = {
  addressLine1: requiredText(200),
  addressLine2: optionalText(200),
  city: requiredText(100),
  state: stateSchema,
  postalCode: postalCodeSchema,
};

/** The same fields where an address is optional as a whole (each part still validated). */
export const optionalAddressFields = {
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  state: z
    .string()
    .nullish()
    .transform((v) => blankToNull(v)?.toUpperCase() ?? null)
    .refine((v) => v === null || STATE_SET.has(v), CONTACT_MESSAGES.state),
  postalCode: z
    .string()
    .nullish()
    .transform(blankToNull)
    .pipe(postalCodeSchema.nullable()),
};
