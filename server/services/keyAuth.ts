/**
 * Who a call made with an API key acts as (issue 28): the key's service user, with the privileges
 * and scoping of its role, exactly as a signed-in person of that role. A key is refused (401, one
 * message for every reason, so a caller learns nothing about a key it does not hold) when it is
 * revoked or expired, or its user or organisation is inactive. The look-up is the auth plugin's
 * (server/plugins/auth.ts); every call with a known key is recorded (./callLog.ts).
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { RoleCode } from "../../domain/privileges";
import { SERVICE_MESSAGES } from "../../domain/schemas/service";
import type { AuthUser } from "../auth/authUser";
import { hashToken } from "../auth/secrets";
import type { Db } from "../db/client";
import { apiKeys, serviceOrganizations, users } from "../db/schema";
import { unauthorized } from "../errors";
import { apiKeyStatus } from "./keys";

export interface KeyFound {
  key: typeof apiKeys.$inferSelect;
  user: typeof users.$inferSelect;
  organizationActive: boolean;
}

/** The key whose hash the token has, with its user and organisation; revoked ones too. */
export async function findKeyByToken(
  db: Db,
  token: string,
): Promise<KeyFound | null> {
  const [found] = await db
    .select({
      key: apiKeys,
      user: users,
      organizationActive: serviceOrganizations.active,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.serviceUserId))
    .innerJoin(
      serviceOrganizations,
      eq(serviceOrganizations.id, apiKeys.serviceOrganizationId),
    )
    .where(
      and(
        eq(apiKeys.keyHash, hashToken(token)),
        // A key only ever belongs to a service user; this keeps it so whatever a row says.
        isNotNull(users.serviceOrganizationId),
      ),
    )
    .limit(1);
  return found ?? null;
}

/** The key may act now: live, of an active user in an active organisation. */
export const keyUsable = (found: KeyFound, now: number): boolean =>
  apiKeyStatus(found.key, now) === "active" &&
  found.user.active &&
  found.organizationActive;

export const keyRefused = () => unauthorized(SERVICE_MESSAGES.keyRefused);

/**
 * The caller a usable key acts as. Its role is the service user's one role; a key is never a system
 * administrator (the schemas refuse the role, and this refuses a row that somehow holds it).
 */
export function keyAuthUser(found: KeyFound): AuthUser {
  const roles = found.user.roles.filter((r) => r !== "systemadmin");
  if (roles.length === 0) throw keyRefused();
  return {
    userId: found.user.id,
    email: found.user.email,
    firstName: found.user.firstName,
    lastName: found.user.lastName,
    roles: roles.map((roleCode) => ({ roleCode: roleCode as RoleCode })),
    facilityId: found.user.facilityId,
    requirePasswordReset: false,
    mfaEnrolmentRequired: false,
    // No session: the key's id, which matches no session row (the account routes refuse keys).
    sessionId: found.key.id,
    apiKeyId: found.key.id,
  };
}

/**
 * The routes a key may not call: those that manage a person's own account (password, sessions,
 * second factor, profile). GET /auth/user stays open, so a system can ask who its key acts as.
 */
export const accountRouteRefusesKeys = (method: string, url: string): boolean =>
  url.startsWith("/api/auth/") &&
  !(method === "GET" && url === "/api/auth/user");
