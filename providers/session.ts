/**
 * The three session-storage items of §9: token, user, disclaimer-acknowledged flag. Writers notify
 * subscribers so the shell (menu, root page, guards) follows sign-in, sign-out and user refreshes
 * without waiting for react-query caches.
 */
import { SESSION_KEYS } from "../domain/constants";
import type { User } from "../domain/schemas/user";

export interface Session {
  token: string;
  user: User;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called on every write; returns the unsubscribe function (useSyncExternalStore's contract). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function readSession(): Session | null {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  const raw = sessionStorage.getItem(SESSION_KEYS.user);
  if (!token || !raw) return null;
  try {
    return { token, user: JSON.parse(raw) as User };
  } catch {
    return null;
  }
}

/**
 * A snapshot that keeps its identity while storage is unchanged, as useSyncExternalStore requires
 * (readSession parses afresh and would loop).
 */
let snapshot: {
  token: string | null;
  raw: string | null;
  session: Session | null;
} = {
  token: null,
  raw: null,
  session: null,
};
export function sessionSnapshot(): Session | null {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  const raw = sessionStorage.getItem(SESSION_KEYS.user);
  if (token !== snapshot.token || raw !== snapshot.raw) {
    snapshot = { token, raw, session: readSession() };
  }
  return snapshot.session;
}

/** Why the last session ended: pages redirecting afterwards pick the sign-in flavour from it. */
export type SessionEnd = "signout" | "expired";
let lastEnd: SessionEnd = "signout";
export const lastSessionEnd = (): SessionEnd => lastEnd;

export function writeSession(session: Session): void {
  lastEnd = "signout";
  sessionStorage.setItem(SESSION_KEYS.token, session.token);
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
  notify();
}

/** Replaces the stored user, keeping the token (§4 "re-fetched"). */
export function writeUser(user: User): void {
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  notify();
}

export function clearSession(reason: SessionEnd = "signout"): void {
  lastEnd = reason;
  sessionStorage.removeItem(SESSION_KEYS.token);
  sessionStorage.removeItem(SESSION_KEYS.user);
  sessionStorage.removeItem(SESSION_KEYS.disclaimerAcknowledged);
  notify();
}

export const isDisclaimerAcknowledged = () =>
  sessionStorage.getItem(SESSION_KEYS.disclaimerAcknowledged) === "true";
export const acknowledgeDisclaimer = () =>
  sessionStorage.setItem(SESSION_KEYS.disclaimerAcknowledged, "true");
