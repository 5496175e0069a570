/**
 * Facility users: the nurses and facility admins of one facility, as their facility admin manages
 * them (admin/transport/facility-users). A view over the users table: facilityUserId is the user's id.
 */
import { z } from "zod";
import { ROLES } from "../privileges";
import { emailSchema, requiredText } from "./common";

export const FACILITY_USER_ROLES = [ROLES.nurse, ROLES.facilityadmin] as const;
export type FacilityUserRole = (typeof FACILITY_USER_ROLES)[number];

export const FACILITY_USER_MESSAGES = {
  role: "Choose a role.",
  facility: "Choose a facility.",
  ownFacilityOnly: "You can only manage users of your own facility.",
  unknownFacility: "This facility does not exist.",
  selfDeactivate: "You cannot deactivate your own account.",
  selfDemote: "You cannot change your own role.",
  selfDelete: "You cannot delete your own account.",
} as const;

/** POST /facility-users (facilityUserId present and known → update). */
export const facilityUserUpsertSchema = z.object({
  facilityUserId: z.uuid().optional(),
  email: emailSchema,
  firstName: requiredText(100),
  lastName: requiredText(100),
  roleCode: z.enum(FACILITY_USER_ROLES, {
    error: FACILITY_USER_MESSAGES.role,
  }),
  facilityUserDetail: z.object(
    {
      facilityId: z.uuid({ error: FACILITY_USER_MESSAGES.facility }),
    },
    { error: FACILITY_USER_MESSAGES.facility },
  ),
  active: z.boolean().default(true),
  /** Only on update: a new account always sets its password through the invitation. */
  requirePasswordReset: z.boolean().optional(),
});
export type FacilityUserUpsert = z.input<typeof facilityUserUpsertSchema>;
export type FacilityUserValues = z.output<typeof facilityUserUpsertSchema>;

export const facilityUserRowSchema = z.object({
  _id: z.string(),
  id: z.string(),
  facilityUserId: z.string(),
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleCode: z.string(),
  facilityUserDetail: z.object({ facilityId: z.string() }),
  active: z.boolean(),
  requirePasswordReset: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FacilityUser = z.infer<typeof facilityUserRowSchema>;
