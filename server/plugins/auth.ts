/**
 * Session resolution and privilege gates. Every protected route declares `preParsing:
 * app.authorize({...})`; the gate reads the one privilege table in domain/. preParsing, not
 * preHandler: a caller without the right is answered 401 or 403 before the body is read or
 * validated, so a validation message never tells an outsider what a route accepts; and not
 * onRequest, so the general rate limit (an onRequest hook) still counts every call first.
 */
import { and, eq, isNull, gt } from "drizzle-orm";
import type {
  FastifyReply,
  FastifyRequest,
  preParsingAsyncHookHandler,
} from "fastify";
import fp from "fastify-plugin";
import type { FeatureCode } from "../../domain/features";
import type { Privilege, RoleCode } from "../../domain/privileges";
import { checkAnyPrivilege, hasRole, isAdmin } from "../../domain/privileges";
import type { AuthUser } from "../auth/authUser";
import { toAuthUser } from "../auth/authUser";
import { hashToken } from "../auth/secrets";
import { AUTH_CHANGED_CHANNEL, SessionCache } from "../auth/sessionCache";
import { mfaRequiredFor } from "../auth/totp";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { sessions, users, userTotp } from "../db/schema";
import { forbidden, unauthorized } from "../errors";
import { guardToggledRoutes, requireFeature } from "./featureGate";
import { tagAccess } from "./routeAccess";

export interface Access {
  /** Any of these privileges (an admin passes every check). */
  privileges?: readonly Privilege[];
  adminOnly?: boolean;
  /** This role only (admins pass too). */
  role?: RoleCode;
  /** Let a user who must reset the password through (sign-out, change password, current user). */
  allowPasswordReset?: boolean;
  /**
   * Let a user whose role requires a second factor, and who has none yet, through (the current user,
   * sign-out, the session list and the calls that enrol one).
   */
  allowMfaEnrolment?: boolean;
  /**
   * Only while this toggle is on, else 404 "The … module is switched off." (./featureGate.ts). Asked
   * after the session and the privileges, so an anonymous caller still hears 401 and a refused one
   * 403. A module's rules carry it from its declaration (defineModule).
   */
  feature?: FeatureCode;
}

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    authorize(access?: Access): preParsingAsyncHookHandler;
    /**
     * The account of the request's valid session, or null: the general rate limit's key, asked in
     * its onRequest hook before any route's authorize() (both share one look-up).
     */
    sessionAccountId(request: FastifyRequest): Promise<string | null>;
  }
}

/** Refresh last-seen at most once a minute: a write per request would be wasteful. */
const LAST_SEEN_GRANULARITY_MS = 60_000;

export const PASSWORD_RESET_REQUIRED =
  "You must set a new password before continuing.";
export const MFA_ENROLMENT_REQUIRED =
  "You must set up two-factor authentication before continuing.";

export function checkAccess(user: AuthUser, access: Access): void {
  if (user.requirePasswordReset && !access.allowPasswordReset) {
    throw forbidden(PASSWORD_RESET_REQUIRED);
  }
  // The password first: while it must be reset, its own rule decides what is open.
  if (
    !user.requirePasswordReset &&
    user.mfaEnrolmentRequired &&
    !access.allowMfaEnrolment
  ) {
    throw forbidden(MFA_ENROLMENT_REQUIRED);
  }
  // §5: a user without roles or privileges is told so, whichever gate refuses them.
  const refusal = () => {
    const check = checkAnyPrivilege(user, []);
    return forbidden((!check.ok && check.reason) || undefined);
  };
  if (access.adminOnly && !isAdmin(user)) throw refusal();
  if (access.role && !isAdmin(user) && !hasRole(user, access.role))
    throw refusal();
  if (access.privileges) {
    const result = checkAnyPrivilege(user, access.privileges);
    if (!result.ok) throw forbidden(result.reason ?? undefined);
  }
}

export interface SessionFound {
  session: typeof sessions.$inferSelect;
  user: typeof users.$inferSelect;
  /** When the user's authenticator was confirmed; null without one (issue 11). */
  totpConfirmedAt: Date | null;
}

/**
 * The live session of a token and its user: not revoked, not expired, not idle past the limit. The
 * one look-up of both the API's bearer token and the real-time channel's (server/realtime).
 */
export async function findSessionByToken(
  db: Db,
  config: Pick<Config, "SESSION_IDLE_MINUTES">,
  token: string,
): Promise<SessionFound | null> {
  const now = new Date();
  const idleCutoff = new Date(
    now.getTime() - config.SESSION_IDLE_MINUTES * 60_000,
  );
  const [found] = await db
    .select({
      session: sessions,
      user: users,
      totpConfirmedAt: userTotp.confirmedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userTotp, eq(userTotp.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    )
    .limit(1);
  return found ?? null;
}

/**
 * The clock's part of the look-up, for a cached session (and the real-time channel's re-check of
 * its sockets, server/realtime/sessionWatch.ts): not revoked, not expired, not idle past the limit.
 */
export function stillLive(
  session: SessionFound["session"],
  config: Pick<Config, "SESSION_IDLE_MINUTES">,
  now: number,
): boolean {
  return (
    !session.revokedAt &&
    session.expiresAt.getTime() > now &&
    session.lastSeenAt.getTime() > now - config.SESSION_IDLE_MINUTES * 60_000
  );
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest("user", null);

    /** The session row and its user for the bearer token, looked up once per request. */
    const lookups = new WeakMap<FastifyRequest, Promise<SessionFound | null>>();
    function lookupSession(request: FastifyRequest) {
      let found = lookups.get(request);
      if (!found) {
        found = findSession(request);
        lookups.set(request, found);
      }
      return found;
    }

    const cache = new SessionCache(app.config.SESSION_CACHE_MS);
    if (cache.enabled) {
      const stop = await app.database.listen(AUTH_CHANGED_CHANNEL, () =>
        cache.clear(),
      );
      app.addHook("onClose", async () => stop());
      // A write this process answers may have changed a session or a user: forget before it answers,
      // not when another process's notification comes back. A refused write (4xx) changed nothing
      // stored (the §8 contract, which the fuzz and isolation tests hold every route to), so it
      // leaves the cache alone; a 5xx may have stopped half-way, so it clears it too.
      app.addHook("onSend", async (request, reply) => {
        const refused = reply.statusCode >= 400 && reply.statusCode < 500;
        if (
          !refused &&
          request.method !== "GET" &&
          !request.url.endsWith("/search")
        )
          cache.clear();
      });
    }

    async function findSession(
      request: FastifyRequest,
    ): Promise<SessionFound | null> {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match) return null;
      if (!cache.enabled)
        return findSessionByToken(app.db, app.config, match[1]);
      const tokenHash = hashToken(match[1]);
      const now = Date.now();
      const cached = cache.get(tokenHash, now);
      if (cached && stillLive(cached.session, app.config, now)) return cached;
      const found = await findSessionByToken(app.db, app.config, match[1]);
      if (found) cache.set(tokenHash, found, now);
      return found;
    }

    app.decorate("sessionAccountId", async (request: FastifyRequest) => {
      const found = await lookupSession(request);
      return found?.user.active ? found.user.id : null;
    });

    async function resolveUser(request: FastifyRequest): Promise<AuthUser> {
      const found = await lookupSession(request);
      if (!found || !found.user.active) throw unauthorized();
      const now = new Date();
      const claimed = request.headers["x-user-id"];
      if (claimed !== undefined && claimed !== found.user.id) {
        throw unauthorized("The X-User-Id header does not match the session.");
      }
      if (
        now.getTime() - found.session.lastSeenAt.getTime() >
        LAST_SEEN_GRANULARITY_MS
      ) {
        await app.db
          .update(sessions)
          .set({ lastSeenAt: now })
          .where(eq(sessions.id, found.session.id));
      }
      return toAuthUser(
        found.user,
        found.session.id,
        mfaEnrolmentPending(app.config, found),
      );
    }

    app.decorate("authorize", (access: Access = {}) =>
      // Tagged with its rule: the route access table (./routeAccess.ts) reads it back.
      tagAccess(async (request: FastifyRequest, _reply: FastifyReply) => {
        request.user = await resolveUser(request);
        checkAccess(request.user, access);
        if (access.feature) await requireFeature(app.db, access.feature);
      }, access),
    );
    guardToggledRoutes(app, () => app.db);
  },
  { name: "auth", dependencies: ["db"] },
);

/** The session's user must set up a second factor before anything else (MFA_REQUIRED_ROLES). */
export const mfaEnrolmentPending = (
  config: Pick<Config, "MFA_REQUIRED_ROLES">,
  found: Pick<SessionFound, "user" | "totpConfirmedAt">,
): boolean =>
  mfaRequiredFor(config, found.user.roles) && !found.totpConfirmedAt;

/** The signed-in user of a route behind authorize(). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
