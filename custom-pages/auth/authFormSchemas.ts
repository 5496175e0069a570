/**
 * Form schemas of the sign-in family: the shared domain schemas (the server validates with the very
 * same ones), plus a confirmation field where the user types a new password twice.
 */
import { z } from "zod";
import type { TotpProof } from "../../domain/schemas/auth";
import {
  changePasswordSchema,
  recoveryCodeSchema,
  resetPasswordSchema,
  setupSchema,
  signUpSchema,
  TOTP_MESSAGES,
  totpConfirmSchema,
} from "../../domain/schemas/auth";
import { MESSAGES } from "../../domain/schemas/common";

/** An i18n key: ValidationError translates field messages, falling back to the text itself. */
export const PASSWORD_MISMATCH = "pages.validation.passwordMismatch";

const confirmation = { confirmPassword: z.string().min(1, MESSAGES.required) };

/**
 * Checks that `field` equals confirmPassword. It runs whenever both are strings, so a mismatch shows
 * together with any other field error instead of only after everything else is fixed.
 */
function matching(field: "password" | "newPassword") {
  return {
    message: PASSWORD_MISMATCH,
    path: ["confirmPassword"],
    when: (payload: { value: unknown }) => {
      const v = payload.value as Record<string, unknown>;
      return (
        typeof v[field] === "string" && typeof v.confirmPassword === "string"
      );
    },
  };
}

export const signUpFormSchema = signUpSchema
  .extend(confirmation)
  .refine((v) => v.password === v.confirmPassword, matching("password"));
export type SignUpForm = z.input<typeof signUpFormSchema>;

export const resetFormSchema = resetPasswordSchema
  .omit({ token: true })
  .extend(confirmation)
  .refine((v) => v.password === v.confirmPassword, matching("password"));
export type ResetForm = z.input<typeof resetFormSchema>;

/** An invited user (token in the link) only chooses a password. */
export const inviteSetupFormSchema = setupSchema
  .pick({ password: true })
  .extend(confirmation)
  .refine((v) => v.password === v.confirmPassword, matching("password"));
export type InviteSetupForm = z.input<typeof inviteSetupFormSchema>;

/** The first administrator must give a name and email, which setupSchema leaves optional. */
export const firstAdminFormSchema = setupSchema
  .omit({ token: true })
  .required({ email: true, firstName: true, lastName: true })
  .extend(confirmation)
  .refine((v) => v.password === v.confirmPassword, matching("password"));
export type FirstAdminForm = z.input<typeof firstAdminFormSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend(confirmation)
  .refine((v) => v.newPassword === v.confirmPassword, matching("newPassword"));
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** The sign-in's second step: a code from the authenticator app… */
export const totpCodeFormSchema = totpConfirmSchema;
export type TotpCodeForm = z.input<typeof totpCodeFormSchema>;

/** …or one of the recovery codes. */
export const recoveryCodeFormSchema = z.object({
  recoveryCode: recoveryCodeSchema,
});
export type RecoveryCodeForm = z.input<typeof recoveryCodeFormSchema>;

/** The password asked before enrolling an authenticator (issue 21). */
export const totpPasswordFormSchema = z.object({
  password: z.string().min(1, TOTP_MESSAGES.password).max(1024),
});
export type TotpPasswordForm = z.input<typeof totpPasswordFormSchema>;

/** Turning the second factor off or replacing the recovery codes: the password or a current code. */
export const totpProofFormSchema = z.object({
  proof: z.string().min(1, TOTP_MESSAGES.proof).max(1024),
});
export type TotpProofForm = z.input<typeof totpProofFormSchema>;

/** Six digits (spaces allowed) are a code; passwords are at least 12 characters. */
export const proofOf = (proof: string): TotpProof =>
  /^\s*\d{3}\s?\d{3}\s*$/.test(proof)
    ? { code: proof.replace(/\s+/g, "") }
    : { password: proof };
