/**
 * Counters in the throttles table, updated in one statement each so that concurrent requests, in this
 * process or another one on the same database, never both slip under a limit.
 */
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { eq, inArray, like, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { throttles } from "../db/schema";

/** Rows untouched this long are forgotten: failures, windows and blocks are all shorter. */
const FORGET_AFTER_MS = 24 * 3600_000;

const sha256 = (text: string) =>
  createHash("sha256").update(text).digest("hex");

/**
 * The stored key: the kind in clear, each subject (an email, an address) hashed. With two subjects
 * (an account and an address), every key of the first one starts with throttleKey(kind, first) + ":",
 * so they can be forgotten together (clearPrefix).
 */
export const throttleKey = (kind: string, ...subjects: string[]): string =>
  [kind, ...subjects.map(sha256)].join(":");

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * One more hit in a fixed window: the hits so far in the current window (this one included) and
 * when that window ends.
 */
export async function hitWindow(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<{ hits: number; resetsAt: Date }> {
  const expired = sql`${throttles.windowStartedAt} <= ${ts(new Date(now.getTime() - windowMs))}`;
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, windowStartedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${throttles.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${ts(now)} else ${throttles.windowStartedAt} end`,
        updatedAt: now,
      },
    })
    .returning({
      hits: throttles.hits,
      windowStartedAt: throttles.windowStartedAt,
    });
  return {
    hits: row.hits,
    resetsAt: new Date(row.windowStartedAt.getTime() + windowMs),
  };
}

export interface DelayPolicy {
  /** Attempts admitted freely; the one that reaches this count starts the first delay. */
  freeAttempts: number;
  /** The first delay; each further attempt doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Admits one attempt unless the key is blocked; null when blocked (see blockedUntil). An admitted
 * attempt counts at once and, from the policy's count on, blocks the next one for a delay that doubles
 * each time: counting before the outcome is known keeps parallel guesses from slipping past the
 * limit. clear() forgets the attempts when the outcome was a success.
 */
export async function admitAttempt(
  db: Db,
  key: string,
  policy: DelayPolicy,
  now = new Date(),
): Promise<{ attempts: number } | null> {
  const stale = sql`${throttles.updatedAt} < ${ts(new Date(now.getTime() - FORGET_AFTER_MS))}`;
  const attempts = sql`(case when ${stale} then 1 else ${throttles.hits} + 1 end)`;
  // Whole numbers from the configuration, written into the statement so PostgreSQL need not guess
  // the parameters' types inside the arithmetic. The exponent is bounded so that an account tried
  // for weeks never overflows the arithmetic (the cap is reached long before).
  const num = (n: number) => sql.raw(String(Math.round(n)));
  const delaySeconds = (n: SQL) =>
    sql`least(${num(policy.baseDelayMs / 1000)} * power(2, least(${n} - ${num(policy.freeAttempts)}, 30)), ${num(policy.maxDelayMs / 1000)})`;
  const blockFor = (n: SQL) =>
    sql`case when ${n} >= ${num(policy.freeAttempts)} then ${ts(now)} + make_interval(secs => ${delaySeconds(n)}) else null end`;
  const first = policy.freeAttempts <= 1;
  const [row] = await db
    .insert(throttles)
    .values({
      key,
      hits: 1,
      windowStartedAt: now,
      updatedAt: now,
      blockedUntil: first
        ? new Date(
            now.getTime() + Math.min(policy.baseDelayMs, policy.maxDelayMs),
          )
        : null,
    })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: attempts,
        blockedUntil: blockFor(attempts),
        updatedAt: now,
      },
      // A blocked key is left as it is: the refused attempt neither counts nor extends the block.
      setWhere: sql`${throttles.blockedUntil} is null or ${throttles.blockedUntil} <= ${ts(now)}`,
    })
    .returning({ hits: throttles.hits });
  return row ? { attempts: row.hits } : null;
}

/** When the key's block ends, if it is blocked now. */
export async function blockedUntil(
  db: Db,
  key: string,
  now = new Date(),
): Promise<Date | null> {
  const [row] = await db
    .select({ blockedUntil: throttles.blockedUntil })
    .from(throttles)
    .where(eq(throttles.key, key));
  const until = row?.blockedUntil ?? null;
  return until && until > now ? until : null;
}

/** Forgets these keys, in one statement. */
export async function clear(db: Db, ...keys: string[]): Promise<void> {
  await db.delete(throttles).where(inArray(throttles.key, keys));
}

/** Forgets every key under this one (`<prefix>:…`); the prefix is a key, so holds no wildcard. */
export async function clearPrefix(db: Db, prefix: string): Promise<void> {
  await db.delete(throttles).where(like(throttles.key, `${prefix}:%`));
}

/** Drops rows nobody has touched for a day. */
export async function forgetStale(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(throttles)
    .where(lt(throttles.updatedAt, new Date(now.getTime() - FORGET_AFTER_MS)));
}
