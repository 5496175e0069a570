/**
 * The append-only record of API key calls (issue 28): one row per call that presented a known key,
 * refused ones included, written before the answer leaves (an onSend hook of the auth plugin), so a
 * caller never holds an answer the record lacks. Also keeps the key's last use (time and address),
 * written at most once a minute per key unless the address changed.
 */
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { apiKeyCalls, apiKeys } from "../db/schema";
import type { KeyFound } from "./keyAuth";

const LAST_USED_GRANULARITY_MS = 60_000;
/** A path longer than this is cut: a caller must not fill the record with one request. */
const PATH_MAX = 500;

const pathOf = (url: string): string => {
  const q = url.indexOf("?");
  return (q === -1 ? url : url.slice(0, q)).slice(0, PATH_MAX);
};

export async function recordKeyCall(
  db: Db,
  found: KeyFound,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await db.insert(apiKeyCalls).values({
    apiKeyId: found.key.id,
    serviceUserId: found.key.serviceUserId,
    serviceOrganizationId: found.key.serviceOrganizationId,
    method: request.method.slice(0, 10),
    path: pathOf(request.url),
    status: reply.statusCode,
    address: request.ip,
    durationMs: Math.max(0, Math.round(reply.elapsedTime)),
  });
}

/** The key's last use, kept for the organisation's page; only calls the key was accepted for. */
export async function touchKey(
  db: Db,
  found: KeyFound,
  address: string,
  now: Date,
): Promise<void> {
  const last = found.key.lastUsedAt?.getTime() ?? 0;
  if (
    now.getTime() - last < LAST_USED_GRANULARITY_MS &&
    found.key.lastUsedAddress === address
  )
    return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now, lastUsedAddress: address })
    .where(eq(apiKeys.id, found.key.id));
}
