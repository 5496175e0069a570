import { z } from "zod";
import { normalizeEmail } from "../email";

/** Field messages shared by the server's 422 answers and the forms. */
export const MESSAGES = {
  required: "This field is required.",
  email: "Enter a valid email address.",
  passwordLength: "Use at least 12 characters.",
  passwordTooLong: "Use at most 128 characters.",
  tooLong: (n: number) => `Use at most ${n} characters.`,
} as const;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export const requiredText = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, MESSAGES.tooLong(max));

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => (v === "" || v == null ? null : v));

export const emailSchema = z
  .string({ error: MESSAGES.required })
  // The one normal form every look-up and limiter key uses (domain/email.ts).
  .overwrite(normalizeEmail)
  .min(1, MESSAGES.required)
  .max(254, MESSAGES.tooLong(254))
  .pipe(z.email(MESSAGES.email));

export const passwordSchema = z
  .string({ error: MESSAGES.required })
  .min(PASSWORD_MIN, MESSAGES.passwordLength)
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong);

export const idSchema = z.uuid();
