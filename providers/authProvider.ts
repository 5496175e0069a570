/**
 * The auth provider: the session of §4 in session storage (token, user, disclaimer flag), restored
 * on reload. checkError only rejects on 401 (session expired → /signin/?sessionexpired=true) and
 * 403 (refused, but still signed in). Permissions are the user; canAccess answers from §6's gates.
 */
import type { AuthProvider, UserIdentity } from "react-admin";
import { FAILURE_PREFIXES } from "../domain/errors";
import type { User } from "../domain/schemas/user";
import type { Privilege, RoleHolder } from "../domain/privileges";
import { hasAnyPrivilege, PRIVILEGES } from "../domain/privileges";
import { displayName } from "../domain/users";
import { pathAccess } from "../domain/routeAccess";
import type { SecondFactor } from "./authApi";
import {
  currentUser,
  signIn,
  signInWithSecondFactor,
  signOut,
} from "./authApi";
import { SESSION_EXPIRED_PATH, SIGN_IN_PATH } from "./authPaths";
import { withFailurePrefix } from "./httpClient";
import {
  clearSession,
  lastSessionEnd,
  readSession,
  writeSession,
  writeUser,
} from "./session";

interface Credentials {
  email?: unknown;
  password?: unknown;
  /** The second step of a sign-in (issue 11): the token the first answered, and a code. */
  mfaToken?: unknown;
  code?: unknown;
  recoveryCode?: unknown;
}

/**
 * login()'s refusal when the password was right and the account's second factor comes next: the
 * sign-in page asks for the code and calls login({mfaToken, code}) (or {mfaToken, recoveryCode}).
 */
export class SecondFactorRequired extends Error {
  constructor(readonly mfaToken: string) {
    super("A code from the authenticator app is needed.");
    this.name = "SecondFactorRequired";
  }
}

const secondFactorOf = (params: Credentials): SecondFactor =>
  typeof params.recoveryCode === "string"
    ? { recoveryCode: params.recoveryCode }
    : { code: String(params.code ?? "") };

/** The password step, or the second step when the params carry its token. */
async function startSession(params: Credentials) {
  if (typeof params.mfaToken === "string") {
    const { data } = await signInWithSecondFactor(
      params.mfaToken,
      secondFactorOf(params),
    );
    return data;
  }
  const { data } = await signIn(
    String(params.email ?? ""),
    String(params.password ?? ""),
  );
  if ("mfaRequired" in data) throw new SecondFactorRequired(data.mfaToken);
  return data;
}

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
};

/** The react-admin path of a resource action (edit pages live at /{resource}/upsert/:id). */
const actionPath = (resource: string, action: string): string => {
  const base = `/${resource.replace(/^\/+/, "")}`;
  if (action === "create") return `${base}/create`;
  if (action === "edit" || action === "delete") return `${base}/upsert/_`;
  return base;
};

const PRIVILEGE_NAMES: ReadonlySet<string> = new Set(Object.values(PRIVILEGES));
export const isPrivilege = (action: string): action is Privilege =>
  PRIVILEGE_NAMES.has(action);

/**
 * canAccess for one user. React-admin's actions (list, create, edit, delete, show) answer from the
 * route gates of the screen's path; an action naming a §6 privilege (e.g. "modify-users") answers
 * whether the user holds it, for screens whose route admits more people than may change records
 * (view-users lists users, view-vehicles opens vehicles).
 */
export function userCanAccess(
  user: RoleHolder | null,
  { resource, action }: { resource: string; action: string },
): boolean {
  if (isPrivilege(action)) return hasAnyPrivilege(user, [action]);
  return (
    pathAccess(
      user,
      actionPath(resource, action),
      {},
      { ignoreFeatures: true },
    ) === "allowed"
  );
}

/**
 * Re-reads the signed-in user (GET /auth/user) and stores it, keeping the token (§4), e.g. after
 * a password reset cleared requirePasswordReset.
 */
export async function refreshUser(): Promise<User> {
  try {
    const { data } = await currentUser();
    writeUser(data);
    return data;
  } catch (error) {
    throw withFailurePrefix(error, FAILURE_PREFIXES.currentUser);
  }
}

/** The token last checked with the server in this page load. */
let revalidatedToken: string | null = null;

/**
 * Once per page load, asks the server whether the restored session still stands and refreshes the
 * stored user (roles may have changed). A revoked or expired token answers 401, which the HTTP client
 * turns into /signin/?sessionexpired=true; other failures leave the session as it is.
 */
export async function revalidateSessionOnce(): Promise<void> {
  const session = readSession();
  if (!session || revalidatedToken === session.token) return;
  revalidatedToken = session.token;
  await refreshUser().catch(() => undefined);
}

/** React-admin's identity of a user (the app bar's name; src/App.tsx seeds it from the session). */
export function identityOf(user: User): UserIdentity {
  // The user's own fields ride along so pages can read roles and names from the identity.
  return { ...user, id: user.userId, fullName: displayName(user) };
}

export const authProvider = {
  async login(params: Credentials) {
    try {
      const data = await startSession(params);
      writeSession({ token: data.token, user: data.user });
      // Just issued: no need to ask the server again in this page load.
      revalidatedToken = data.token;
    } catch (error) {
      throw withFailurePrefix(error, FAILURE_PREFIXES.signIn);
    }
  },

  async logout() {
    if (readSession()) {
      // Best effort: the server session may already be gone; signing out locally must not fail.
      await signOut().catch(() => undefined);
      clearSession();
    }
    // No session left: react-admin signing out after a 401 (the session already ended "expired");
    // that reason stays, so every check after it sends the user to the expired sign-in.
    return SIGN_IN_PATH;
  },

  async checkAuth() {
    // A session the server just refused goes to the expired sign-in, whichever of the HTTP client,
    // checkError or this check notices first; otherwise they race and the notice is lost.
    if (!readSession()) {
      const redirectTo =
        lastSessionEnd() === "expired" ? SESSION_EXPIRED_PATH : SIGN_IN_PATH;
      throw { redirectTo, message: false };
    }
  },

  async checkError(error: unknown) {
    const status = statusOf(error);
    if (status === 401) {
      clearSession("expired");
      throw { redirectTo: SESSION_EXPIRED_PATH, message: false };
    }
    if (status === 403) {
      // Refused, still signed in: react-admin notifies with this message and keeps the user.
      const message = (error as { message?: unknown }).message;
      throw {
        logoutUser: false,
        ...(typeof message === "string" && message ? { message } : {}),
      };
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const session = readSession();
    if (!session) throw new Error("Not signed in");
    return identityOf(session.user);
  },

  async getPermissions() {
    return readSession()?.user ?? null;
  },

  async canAccess(params: { resource: string; action: string }) {
    return userCanAccess(readSession()?.user ?? null, params);
  },

  refreshUser,
} satisfies AuthProvider;
