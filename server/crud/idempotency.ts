/**
 * Idempotency-Key on the generic create (issue 11): a client that retries a create with the same key
 * gets the first request's record, never a second one.
 *
 * The first request claims (user, key) with INSERT … ON CONFLICT DO NOTHING as the first statement of
 * the create's transaction and stores the new record's id at its end. On PostgreSQL a concurrent
 * claim of the same key waits for that transaction: after its commit the claim inserts nothing and
 * the request answers the first one's record; after a rollback the claim succeeds and the request
 * creates normally. PGlite has one connection, so transactions run one after another and the second
 * claim simply finds the first. Keys expire after 24 hours: a claim replaces its own expired row, and
 * the expired rows of everyone are deleted at most once an hour, on the next keyed create.
 */
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { AppError, unprocessable } from "../errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Set on an answer that repeats an earlier request's result. */
export const REPLAYED_HEADER = "Idempotent-Replayed";
export const IDEMPOTENCY_KEY_HOURS = 24;
const PURGE_EVERY_MS = 60 * 60_000;

export const IDEMPOTENCY_MESSAGES = {
  invalid:
    "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
  mismatch: "This Idempotency-Key was already used with a different request.",
  inProgress:
    "A request with this Idempotency-Key is still being processed. Try again shortly.",
} as const;

/** The create's headers: the key is optional; every other header passes through untouched. */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_MESSAGES.invalid)
    .optional()
    .describe(
      `Makes the create safe to retry: the same key with the same body answers the first request's record (201, ${REPLAYED_HEADER}: true) for ${IDEMPOTENCY_KEY_HOURS} hours; with another body, 422.`,
    ),
});

export interface IdempotencyClaim {
  userId: string;
  key: string;
  /** "POST /api/facilities": a key is bound to one call. */
  route: string;
  requestHash: string;
}

/** JSON with object keys sorted, so two equal bodies hash alike whatever their key order. */
function canonicalJson(value: unknown): string {
  const v =
    value !== null &&
    typeof value === "object" &&
    typeof (value as { toJSON?: unknown }).toJSON === "function"
      ? (value as { toJSON(): unknown }).toJSON()
      : value;
  if (Array.isArray(v))
    return `[${v.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  if (v !== null && typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(v ?? null);
}

export const requestHashOf = (body: unknown): string =>
  createHash("sha256").update(canonicalJson(body)).digest("hex");

/** The request's claim, or null when it carries no key (the header was validated by the schema). */
export function idempotencyClaimOf(
  request: FastifyRequest,
  userId: string,
  body: unknown,
): IdempotencyClaim | null {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== "string") return null;
  return {
    userId,
    key,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    requestHash: requestHashOf(body),
  };
}

const expiry = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;
const sameKey = (claim: IdempotencyClaim) =>
  and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.key, claim.key),
  );

/** Deletes every expired key (the created_at index makes it cheap). */
export async function purgeExpiredKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiry));
}

/** When each database handle last purged expired keys. */
const lastPurge = new WeakMap<object, number>();

/** At most once an hour per database handle. */
async function purgeExpired(db: Db): Promise<void> {
  const last = lastPurge.get(db) ?? 0;
  if (Date.now() - last < PURGE_EVERY_MS) return;
  lastPurge.set(db, Date.now());
  await purgeExpiredKeys(db);
}

/**
 * The id of the record an earlier request made with this key, or null when the key is new (or
 * expired). The same key with another route or body: 422.
 */
export async function earlierCreate(
  db: Db,
  claim: IdempotencyClaim,
): Promise<string | null> {
  await purgeExpired(db);
  const [found] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(sameKey(claim), sql`${idempotencyKeys.createdAt} >= ${expiry}`))
    .limit(1);
  if (!found) return null;
  if (found.route !== claim.route || found.requestHash !== claim.requestHash)
    throw unprocessable(IDEMPOTENCY_MESSAGES.mismatch);
  // A row without a record is a transaction still open: only its own connection can see it.
  if (!found.resourceId)
    throw new AppError(409, IDEMPOTENCY_MESSAGES.inProgress);
  return found.resourceId;
}

/**
 * Inside the create's transaction, as its first statement: true when this request now holds the key;
 * false when another request's committed create holds it (the caller ends its transaction and answers
 * `earlierCreate`). An expired row of the same key is replaced.
 */
export async function claimKey(
  tx: Db,
  claim: IdempotencyClaim,
): Promise<boolean> {
  await tx
    .delete(idempotencyKeys)
    .where(and(sameKey(claim), lt(idempotencyKeys.createdAt, expiry)));
  const claimed = await tx
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** At the end of the create's transaction: the key now points at the record it made. */
export async function completeClaim(
  tx: Db,
  claim: IdempotencyClaim,
  resourceId: string,
  statusCode: number,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ resourceId, statusCode })
    .where(sameKey(claim));
}

/**
 * When a create failed, or its claim found the key taken: the record of the request with the same
 * key that finished first (its record may be what failed this one's duplicate check), else `failure`.
 */
export async function earlierCreateOrThrow(
  db: Db,
  claim: IdempotencyClaim | null,
  failure: unknown,
): Promise<string> {
  if (!claim) throw failure;
  let earlier: string | null = null;
  try {
    earlier = await earlierCreate(db, claim);
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 422) throw e;
  }
  if (!earlier) throw failure;
  return earlier;
}
