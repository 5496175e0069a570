/**
 * The bearer token of a request and the look-ups it leads to (the auth plugin's helpers): a session
 * or, since issue 28, an API key.
 */
import type { FastifyRequest } from "fastify";
import type { SessionFound } from "./sessionLookup";
import type { KeyFound } from "../services/keyAuth";
import { unauthorized } from "../errors";
import { hashToken } from "./secrets";
import type { SessionCache } from "./sessionCache";

/** What a bearer token turned out to be. */
export type Caller =
  | { kind: "session"; found: SessionFound }
  | { kind: "key"; found: KeyFound }
  | null;

export function bearerOf(request: FastifyRequest): string | null {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/** The X-User-Id header, when sent, must name the caller (§4). */
export function checkClaimedUser(
  request: FastifyRequest,
  userId: string,
): void {
  const claimed = request.headers["x-user-id"];
  if (claimed !== undefined && claimed !== userId) {
    throw unauthorized("The X-User-Id header does not match the session.");
  }
}

/** A look-up through a cache of a few seconds (issue 13), when the cache is enabled. */
export async function cachedLookup<T>(
  cache: SessionCache<T>,
  token: string,
  find: (token: string) => Promise<T | null>,
  stillValid: (hit: T, now: number) => boolean = () => true,
): Promise<T | null> {
  if (!cache.enabled) return find(token);
  const tokenHash = hashToken(token);
  const now = Date.now();
  const cached = cache.get(tokenHash, now);
  if (cached && stillValid(cached, now)) return cached;
  const found = await find(token);
  if (found) cache.set(tokenHash, found, now);
  return found;
}
