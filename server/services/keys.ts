/**
 * API keys (issue 28): made of the recognisable prefix and 32 random bytes, stored as their SHA-256
 * only (server/auth/secrets.ts hashToken, as sessions are). The row shows the first characters,
 * enough to tell keys apart and never enough to use one.
 */
import { randomBytes } from "node:crypto";
import type { ApiKeyRow, ApiKeyStatus } from "../../domain/schemas/service";
import { API_KEY_PREFIX } from "../../domain/schemas/service";
import type { apiKeys } from "../db/schema";
import { iso, isoOrNull } from "../entities/iso";

type ApiKeyRecord = typeof apiKeys.$inferSelect;

/** Characters of the secret shown after the prefix in lists. */
const SHOWN_SECRET_CHARS = 4;

export const generateApiKey = (): string =>
  API_KEY_PREFIX + randomBytes(32).toString("base64url");

export const isApiKey = (token: string): boolean =>
  token.startsWith(API_KEY_PREFIX);

export const shownPrefix = (key: string): string =>
  key.slice(0, API_KEY_PREFIX.length + SHOWN_SECRET_CHARS);

export function apiKeyStatus(
  key: Pick<ApiKeyRecord, "revokedAt" | "expiresAt">,
  now: number = Date.now(),
): ApiKeyStatus {
  if (key.revokedAt) return "revoked";
  return key.expiresAt.getTime() <= now ? "expired" : "active";
}

export function toApiKeyRow(key: ApiKeyRecord): ApiKeyRow {
  return {
    _id: key.id,
    id: key.id,
    apiKeyId: key.id,
    serviceUserId: key.serviceUserId,
    serviceOrganizationId: key.serviceOrganizationId,
    name: key.name,
    prefix: key.prefix,
    status: apiKeyStatus(key),
    expiresAt: iso(key.expiresAt),
    revokedAt: isoOrNull(key.revokedAt),
    lastUsedAt: isoOrNull(key.lastUsedAt),
    lastUsedAddress: key.lastUsedAddress,
    createdAt: iso(key.createdAt),
    updatedAt: iso(key.updatedAt),
  };
}
