/**
 * Looked-up sessions reused for a few seconds (SESSION_CACHE_MS), so a busy list does not read its
 * session before every page (issue 13). Trustworthy because it is emptied, never patched:
 * - by a NOTIFY on AUTH_CHANGED_CHANNEL, sent by triggers on sessions, users and user_totp in every
 *   transaction that changes them (migration 0014), whichever process or tool wrote;
 * - by every write call this process answers (server/plugins/auth.ts), before the notification.
 * A hit is still checked against the clock (absolute expiry and idle limit), as the query does.
 */
import type { SessionFound } from "./sessionLookup";

/** The channel the migration's triggers notify on. */
export const AUTH_CHANGED_CHANNEL = "nemt_auth_changed";

/** Sessions kept at most; beyond it the oldest is forgotten. */
const MAX_SESSIONS = 10_000;

export class SessionCache<T = SessionFound> {
  private readonly entries = new Map<string, { found: T; at: number }>();

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** A fresh entry for the token hash, or undefined. */
  get(tokenHash: string, now: number): T | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.at >= this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.found;
  }

  set(tokenHash: string, found: T, now: number): void {
    if (!this.enabled) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { found, at: now });
    if (this.entries.size > MAX_SESSIONS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
