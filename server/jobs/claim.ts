/**
 * The claim on `job_runs` that lets exactly one process run each due run of a periodic job, however
 * many API processes share the database (PostgreSQL or PGlite). Every time is the database's own
 * now(), so processes whose clocks disagree still agree on what is due.
 *
 * Why one conditional UPDATE is enough: on PostgreSQL two processes updating the same row queue on its
 * row lock; the second re-reads the row once the first commits, finds it locked (or no longer due),
 * and updates nothing. PGlite has one connection, so its statements never interleave at all.
 */
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobRuns } from "../db/schema";

export type JobRun = typeof jobRuns.$inferSelect;

/** The longest last_error kept: enough to recognise the failure, not a stack dump. */
const MAX_ERROR_LENGTH = 1000;

/** `now() + ms`, computed by the database. */
function fromNow(ms: number): SQL {
  return sql`now() + ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;
}

/**
 * Makes sure the job has its row: a job new to the database is due at once. `dueNow` also makes an
 * existing job due (a job that runs at every start-up); a run already claimed keeps its lock.
 */
export async function ensureJobRow(
  db: Db,
  name: string,
  dueNow = false,
): Promise<void> {
  const insert = db.insert(jobRuns).values({ name, nextRunAt: sql`now()` });
  await (dueNow
    ? insert.onConflictDoUpdate({
        target: jobRuns.name,
        set: { nextRunAt: sql`least(${jobRuns.nextRunAt}, now())` },
      })
    : insert.onConflictDoNothing({ target: jobRuns.name }));
}

/**
 * Claims the job's due run for `claimer` for `leaseMs`: the row when this claimer won it, null when
 * the run is not due yet or another claimer holds it. A lease that has run out (its process died)
 * may be claimed again.
 */
export async function claimDueRun(
  db: Db,
  name: string,
  claimer: string,
  leaseMs: number,
): Promise<JobRun | null> {
  const [row] = await db
    .update(jobRuns)
    .set({
      lockedUntil: fromNow(leaseMs),
      lockedBy: claimer,
      lastStartedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobRuns.name, name),
        lte(jobRuns.nextRunAt, sql`now()`),
        or(isNull(jobRuns.lockedUntil), lt(jobRuns.lockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Keeps a long run's claim: false when the claimer no longer holds it (its lease ran out). */
export async function extendLease(
  db: Db,
  name: string,
  claimer: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ lockedUntil: fromNow(leaseMs) })
    .where(and(eq(jobRuns.name, name), eq(jobRuns.lockedBy, claimer)))
    .returning({ name: jobRuns.name });
  return rows.length > 0;
}

/**
 * Ends the claimer's run: the next one is due `intervalMs` after this one started (a failed run
 * too: a failure never stops the schedule), the lock is released, the outcome recorded. A claimer
 * whose lease was taken over by another changes nothing.
 */
export async function finishRun(
  db: Db,
  name: string,
  claimer: string,
  intervalMs: number,
  error: string | null,
): Promise<void> {
  const interval = `${Math.max(0, Math.round(intervalMs))} milliseconds`;
  await db
    .update(jobRuns)
    .set({
      nextRunAt: sql`coalesce(${jobRuns.lastStartedAt}, now()) + ${interval}::interval`,
      lockedUntil: null,
      lockedBy: null,
      lastFinishedAt: sql`now()`,
      lastError: error,
    })
    .where(and(eq(jobRuns.name, name), eq(jobRuns.lockedBy, claimer)));
}

/**
 * What a failed run leaves in last_error. A failed query's message lists its parameters (patient
 * data, emails): only the cause's message is kept for those, as the log keeps it (loggableError).
 */
export function errorSummary(error: unknown): string {
  const text =
    error instanceof Error && "params" in error
      ? error.cause instanceof Error
        ? error.cause.message
        : "A database query failed."
      : error instanceof Error
        ? error.message
        : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}
