import type { RoleCode } from "../../domain/privileges";
import type { SignedInUser, User } from "../../domain/schemas/user";
import type { users } from "../db/schema";

/** The signed-in user as routes see it. */
export interface AuthUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: { roleCode: RoleCode }[];
  facilityId: string | null;
  requirePasswordReset: boolean;
  /**
   * The user's role requires a second factor (MFA_REQUIRED_ROLES) and none is confirmed yet: only
   * the calls that enrol one are open (server/plugins/auth.ts).
   */
  mfaEnrolmentRequired?: boolean;
  sessionId: string;
  /** Set when the call was made with an API key (issue 28): the key's id. */
  apiKeyId?: string;
}

type UserRecord = typeof users.$inferSelect;

export function toAuthUser(
  u: UserRecord,
  sessionId: string,
  mfaEnrolmentRequired = false,
): AuthUser {
  return {
    userId: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    roles: u.roles.map((roleCode) => ({ roleCode: roleCode as RoleCode })),
    facilityId: u.facilityId,
    requirePasswordReset: u.requirePasswordReset,
    mfaEnrolmentRequired,
    sessionId,
  };
}

/** The API user of the auth answers, with the driver record linked to the account (or null). */
export const withDriverDetail = (
  user: User,
  driverId: string | null | undefined,
  mfaEnrolmentRequired = false,
): SignedInUser => ({
  ...user,
  driverDetail: driverId ? { driverId } : null,
  mfaEnrolmentRequired,
});
