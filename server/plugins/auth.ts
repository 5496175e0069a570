/**
 * Session resolution and privilege gates. Every protected route declares `preParsing:
 * app.authorize({...})`; the gate reads the one privilege table in domain/. preParsing, not
 * preHandler: a caller without the right is answered 401 or 403 before the body is read or
 * validated, so a validation message never tells an outsider what a route accepts; and not
 * onRequest, so the general rate limit (an onRequest hook) still counts every call first.
 */
import { eq } from "drizzle-orm";
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
import { AUTH_CHANGED_CHANNEL, SessionCache } from "../auth/sessionCache";
import { SERVICE_MESSAGES } from "../../domain/schemas/service";
import { recordKeyCall, touchKey } from "../services/callLog";
import type { KeyFound } from "../services/keyAuth";
import {
  accountRouteRefusesKeys,
  findKeyByToken,
  keyAuthUser,
  keyRefused,
  keyUsable,
} from "../services/keyAuth";
import { isApiKey } from "../services/keys";
import type { Caller } from "../auth/bearer";
import { bearerOf, cachedLookup, checkClaimedUser } from "../auth/bearer";
import { mfaRequiredFor } from "../auth/totp";
import type { Config } from "../config";
import { sessions } from "../db/schema";
import type { SessionFound } from "../auth/sessionLookup";
import { findSessionByToken, stillLive } from "../auth/sessionLookup";
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
     * Whose allowance a call spends: "account:<id>" for a valid session, "apikey:<id>" for a known
     * API key (its own limit, issue 28), or null (per address). The general rate limit's key, asked
     * in its onRequest hook before any route's authorize() (both share one look-up).
     */
    rateLimitSubject(request: FastifyRequest): Promise<string | null>;
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

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest("user", null);

    /** The session or API key of the bearer token, looked up once per request. */
    const lookups = new WeakMap<FastifyRequest, Promise<Caller>>();
    function lookupCaller(request: FastifyRequest) {
      let found = lookups.get(request);
      if (!found) {
        found = findCaller(request);
        lookups.set(request, found);
      }
      return found;
    }

    const cache = new SessionCache<SessionFound>(app.config.SESSION_CACHE_MS);
    const keyCache = new SessionCache<KeyFound>(app.config.SESSION_CACHE_MS);
    if (cache.enabled) {
      const stop = await app.database.listen(AUTH_CHANGED_CHANNEL, () => {
        cache.clear();
        keyCache.clear();
      });
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
        ) {
          cache.clear();
          keyCache.clear();
        }
      });
    }

    // Every call presenting a known API key is recorded before its answer leaves (issue 28).
    app.addHook("onSend", async (request, reply) => {
      const token = bearerOf(request);
      if (!token || !isApiKey(token)) return;
      const caller = await lookupCaller(request).catch(() => null);
      if (caller?.kind !== "key") return;
      try {
        await recordKeyCall(app.db, caller.found, request, reply);
      } catch (error) {
        request.log.error({ err: error }, "an API key call was not recorded");
      }
    });

    async function findCaller(request: FastifyRequest): Promise<Caller> {
      const token = bearerOf(request);
      if (!token) return null;
      if (isApiKey(token)) {
        const found = await cachedLookup(keyCache, token, (t) =>
          findKeyByToken(app.db, t),
        );
        return found ? { kind: "key", found } : null;
      }
      const found = await cachedLookup(
        cache,
        token,
        (t) => findSessionByToken(app.db, app.config, t),
        (hit, now) => stillLive(hit.session, app.config, now),
      );
      return found ? { kind: "session", found } : null;
    }

    app.decorate("rateLimitSubject", async (request: FastifyRequest) => {
      const caller = await lookupCaller(request);
      if (caller?.kind === "key") return `apikey:${caller.found.key.id}`;
      return caller?.found.user.active
        ? `account:${caller.found.user.id}`
        : null;
    });

    async function resolveUser(request: FastifyRequest): Promise<AuthUser> {
      const caller = await lookupCaller(request);
      if (caller?.kind === "key") return resolveKeyUser(request, caller.found);
      const found = caller?.found;
      if (!found || !found.user.active) throw unauthorized();
      const now = new Date();
      checkClaimedUser(request, found.user.id);
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

    /** A call made with an API key acts as its service user (issue 28, ../services/keyAuth.ts). */
    async function resolveKeyUser(
      request: FastifyRequest,
      found: KeyFound,
    ): Promise<AuthUser> {
      const now = new Date();
      if (!keyUsable(found, now.getTime())) throw keyRefused();
      checkClaimedUser(request, found.user.id);
      if (
        accountRouteRefusesKeys(
          request.method,
          request.routeOptions.url ?? request.url,
        )
      )
        throw forbidden(SERVICE_MESSAGES.accountRoute);
      await touchKey(app.db, found, request.ip, now);
      return keyAuthUser(found);
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
