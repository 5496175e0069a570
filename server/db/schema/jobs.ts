/**
 * Periodic jobs (issue 25): one row per job, the claim that lets exactly one API process run a due
 * run however many processes share the database.
 */
import { pgTable, text } from "drizzle-orm/pg-core";
import { at } from "./columns";

export const jobRuns = pgTable("job_runs", {
  /** The job's name (server/jobs). */
  name: text("name").primaryKey(),
  /** When the next run is due. */
  nextRunAt: at("next_run_at").notNull(),
  /** A claimed run's lease: another process may take the job over once it has passed. */
  lockedUntil: at("locked_until"),
  lockedBy: text("locked_by"),
  lastStartedAt: at("last_started_at"),
  lastFinishedAt: at("last_finished_at"),
  lastError: text("last_error"),
});
