import { z } from "zod";
import { ROLE_CODES } from "../privileges";
import { emailSchema, MESSAGES, requiredText } from "./common";

export const roleSchema = z.object({ roleCode: z.enum(ROLE_CODES) });

/** Upsert body for POST /users (userId present and known → update). */
export const userUpsertSchema = z.object({
  userId: z.uuid().optional(),
  email: emailSchema,
  firstName: requiredText(100),
  lastName: requiredText(100),
  roles: z
    .array(roleSchema, { error: MESSAGES.required })
    .min(1, "Choose a role.")
    .max(6),
  requirePasswordReset: z.boolean().optional(),
  facilityUserDetail: z.object({ facilityId: z.uuid().nullable() }).nullish(),
  active: z.boolean().default(true),
});
export type UserUpsert = z.input<typeof userUpsertSchema>;

export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.object({ roleCode: z.string() })),
  requirePasswordReset: z.boolean(),
  emailVerified: z.boolean(),
  active: z.boolean(),
  facilityUserDetail: z
    .object({ facilityId: z.string().nullable() })
    .nullable(),
  /**
   * The driver record linked to the account: only the signed-in user's own answers (sign-in,
   * GET /auth/user) carry it, so the driver's screens know their driverId. User lists don't.
   */
  driverDetail: z.object({ driverId: z.string() }).nullable().optional(),
  /**
   * Also only in the signed-in user's own answers: a second factor must be set up before anything
   * else (issue 11, MFA_REQUIRED_ROLES).
   */
  mfaEnrolmentRequired: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The signed-in user as the auth calls answer it: driverDetail always present (null if none). */
export const currentUserSchema = userSchema.extend({
  driverDetail: z.object({ driverId: z.string() }).nullable(),
  /**
   * The account's role requires a second factor (MFA_REQUIRED_ROLES) and none is set up yet: the
   * server refuses everything but enrolling one, and the client shows only that screen (issue 11).
   */
  mfaEnrolmentRequired: z.boolean(),
});
export type SignedInUser = z.infer<typeof currentUserSchema>;
