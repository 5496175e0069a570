/** The three session-storage items of §9: token, user, disclaimer-acknowledged flag. */
import { SESSION_KEYS } from "../domain/constants";
import type { User } from "../domain/schemas/user";

export interface Session {
  token: string;
  user: User;
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

export function writeSession(session: Session): void {
  sessionStorage.setItem(SESSION_KEYS.token, session.token);
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
}

/** Replaces the stored user, keeping the token (§4 "re-fetched"). */
export function writeUser(user: User): void {
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  sessionStorage.removeItem(SESSION_KEYS.token);
  sessionStorage.removeItem(SESSION_KEYS.user);
  sessionStorage.removeItem(SESSION_KEYS.disclaimerAcknowledged);
}

export const isDisclaimerAcknowledged = () =>
  sessionStorage.getItem(SESSION_KEYS.disclaimerAcknowledged) === "true";
export const acknowledgeDisclaimer = () =>
  sessionStorage.setItem(SESSION_KEYS.disclaimerAcknowledged, "true");
