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
  sessionId: string;
}

type UserRecord = typeof users.$inferSelect;

export function toAuthUser(u: UserRecord, sessionId: string): AuthUser {
  return {
    userId: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    roles: u.roles.map((roleCode) => ({ roleCode: roleCode as RoleCode })),
    facilityId: u.facilityId,
    requirePasswordReset: u.requirePasswordReset,
    sessionId,
  };
}

/** The API user of the auth answers, with the driver record linked to the account (or null). */
export const withDriverDetail = (
  user: User,
  driverId: string | null | undefined,
): SignedInUser => ({
  ...user,
  driverDetail: driverId ? { driverId } : null,
});
