import { z } from "zod";
import { emailSchema, passwordSchema, requiredText, MESSAGES } from "./common";

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(1024),
});
export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: requiredText(100),
  lastName: requiredText(100),
});
export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({
  token: z.string().min(1, MESSAGES.required).max(200),
  password: passwordSchema,
});
/** /setup-auth: the first systemadmin (no token, only while none exists) or an invited user (token). */
export const setupSchema = z.object({
  token: z.string().max(200).optional(),
  email: emailSchema.optional(),
  firstName: requiredText(100).optional(),
  lastName: requiredText(100).optional(),
  password: passwordSchema,
});
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, MESSAGES.required).max(1024),
  newPassword: passwordSchema,
});
export const profileSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
});
export const verifyEmailSchema = z.object({
  token: z.string().min(1, MESSAGES.required).max(200),
});
export const contactSchema = z.object({
  name: requiredText(200),
  email: emailSchema,
  subject: requiredText(200),
  message: requiredText(5000),
});

/** One of the signed-in user's live sessions (GET /auth/sessions, issue 11). */
export const sessionInfoSchema = z.object({
  sessionId: z.uuid(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** The session this list was asked with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** Field messages of the second factor (issue 11), shared by the server's 422 answers and the forms. */
export const TOTP_MESSAGES = {
  code: "Enter the 6-digit code from your authenticator app.",
  recoveryCode: "Enter one of your recovery codes.",
  proof: "Enter your password or a code from your authenticator app.",
  password: "Enter your password.",
} as const;

/** A six-digit TOTP code; spaces people type ("123 456") are dropped. */
export const totpCodeSchema = z
  .string({ error: TOTP_MESSAGES.code })
  .overwrite((code) => code.replace(/\s+/g, ""))
  .regex(/^\d{6}$/, TOTP_MESSAGES.code);

/** A recovery code as typed ("abcd-efgh-ijkl", any case). */
export const recoveryCodeSchema = z
  .string({ error: TOTP_MESSAGES.recoveryCode })
  .trim()
  .min(1, TOTP_MESSAGES.recoveryCode)
  .max(64, MESSAGES.tooLong(64));

/**
 * POST /auth/totp/enrolment: the password, unless this is the forced first enrolment right after a
 * password sign-in (GET /auth/totp says which: proofRequired).
 */
export const totpEnrolmentRequestSchema = z.object({
  password: z.string().max(1024).optional(),
});

/** POST /auth/totp/confirmation: the first code from the newly added authenticator. */
export const totpConfirmSchema = z.object({ code: totpCodeSchema });

/** POST /auth/sessions/totp: the second step of a sign-in, with a code or a recovery code. */
export const secondFactorSignInSchema = z.object({
  mfaToken: z.string().min(1, MESSAGES.required).max(200),
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});

/** Disabling the second factor or replacing the recovery codes: the password or a current code. */
export const totpProofSchema = z.object({
  password: z.string().max(1024).optional(),
  code: totpCodeSchema.optional(),
});
export type TotpProof = z.input<typeof totpProofSchema>;

/** POST /auth/sessions when the password was right and a second factor is on. */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  /** Single use, for 5 minutes: send it back with the code to POST /auth/sessions/totp. */
  mfaToken: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** GET /auth/totp: the signed-in user's second factor. */
export const totpStatusSchema = z.object({
  /** An authenticator is confirmed: sign-in asks for its code. */
  enabled: z.boolean(),
  /** Enrolment begun and not confirmed. */
  pending: z.boolean(),
  confirmedAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
  /** The user's role requires a second factor (MFA_REQUIRED_ROLES). */
  required: z.boolean(),
  /** Enrolling asks for the password (all but the forced first enrolment after a sign-in). */
  proofRequired: z.boolean(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /auth/totp/enrolment: what the authenticator app needs, shown once. */
export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of otpauthUri as an SVG data URL, for an <img>. */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** New recovery codes, shown once (they are stored hashed). */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
