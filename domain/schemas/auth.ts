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
