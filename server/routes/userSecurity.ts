/**
 * An administrator's help with another user's sign-in (issue 21), from the user's page: lifting the
 * waits failed sign-ins built up (a user kept out by someone else's guesses), and resetting the
 * second factor (a lost phone), so nobody deletes rows by hand. Both need modify-users, follow the
 * users entity's rule for system administrators, and are recorded in the activity record; the reset
 * also emails the user and ends their sessions (if the factor was an attacker's, so is the session).
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isAdmin, ROLES } from "../../domain/privileges";
import { usersModule } from "../../domain/modules/users";
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import { managesUsers } from "../auth/emailChange";
import { revokeSessions } from "../auth/flows";
import { removeTotp } from "../auth/totp";
import { errorResponses, idParamsSchema, messageSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { ADMINS_ONLY } from "../entities/users";
import { conflict, forbidden, notFound } from "../errors";
import { unlockAccount } from "../limits/credentials";
import { noticeSecondFactorChange } from "../mail/securityNotices";
import { currentUser } from "../plugins/auth";
import { TOTP_NOT_ON } from "./auth/totp";

export const USER_NOT_FOUND = "User not found.";
export const SIGN_IN_UNLOCKED = "Sign-in is unlocked.";
export const SECOND_FACTOR_RESET = "Two-factor authentication is reset.";
export const OWN_SECOND_FACTOR =
  "Turn off your own two-factor authentication from your profile.";
export const PRIVILEGED_SECOND_FACTOR =
  "Only a system administrator can reset the second factor of an account that manages users.";

/** The activity record's name for a user account. */
const MODEL_TYPE = "user";

type UserRecord = typeof users.$inferSelect;

/** The target user, or 404; and 403 when the actor may not manage them (the entity's rule). */
async function targetUser(
  app: FastifyInstance,
  actor: AuthUser,
  id: string,
): Promise<UserRecord> {
  if (!z.uuid().safeParse(id).success) throw notFound(USER_NOT_FOUND);
  const [user] = await app.db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound(USER_NOT_FOUND);
  if (user.roles.includes(ROLES.systemadmin) && !isAdmin(actor))
    throw forbidden(ADMINS_ONLY);
  return user;
}

export async function userSecurityRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const route = {
    preParsing: base.authorize(usersModule.access.write),
    schema: {
      params: idParamsSchema,
      body: z.object({}),
      response: { 200: messageSchema, ...errorResponses },
    },
  };

  app.post("/users/:id/unlock-sign-in", route, async (request) => {
    const me = currentUser(request);
    const user = await targetUser(base, me, request.params.id);
    await base.db.transaction(async (tx: Db) => {
      await recordActivity(tx, {
        modelType: MODEL_TYPE,
        modelId: user.id,
        action: "unlock-sign-in",
        actor: me,
        before: null,
        after: null,
        note: "Failed sign-in waits lifted.",
      });
      await unlockAccount(tx, user.email);
    });
    return { code: 200, message: SIGN_IN_UNLOCKED };
  });

  app.post("/users/:id/reset-second-factor", route, async (request) => {
    const me = currentUser(request);
    const user = await targetUser(base, me, request.params.id);
    // One's own goes through the profile, which asks for the password or a code.
    if (user.id === me.userId) throw forbidden(OWN_SECOND_FACTOR);
    // A peer's factor, then a password reset, would be a way into an account that manages users.
    if (managesUsers(user.roles) && !isAdmin(me))
      throw forbidden(PRIVILEGED_SECOND_FACTOR);
    await base.db.transaction(async (tx: Db) => {
      if (!(await removeTotp(tx, user.id))) throw conflict(TOTP_NOT_ON);
      await recordActivity(tx, {
        modelType: MODEL_TYPE,
        modelId: user.id,
        action: "reset-second-factor",
        actor: me,
        before: { secondFactor: true },
        after: { secondFactor: false },
      });
    });
    await revokeSessions(base, user.id);
    noticeSecondFactorChange(base, user, "reset");
    return { code: 200, message: SECOND_FACTOR_RESET };
  });
}
