/**
 * Periodic jobs (issue 25): a job is a name, an interval and a run; `periodicJobPlugin(job)` runs it
 * off the request path in every process where PERIODIC_JOBS (and the job's own switch) is on. Each
 * process checks now and then whether the job is due and claims the run in `job_runs` (./claim.ts),
 * so across several processes each due run happens once. A failed run is logged and recorded, and
 * the next one is due an interval later as usual. Timers are unref'd and stopped when the app closes,
 * which also waits for a run under way.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { loggableError } from "../errors";
import {
  claimDueRun,
  ensureJobRow,
  errorSummary,
  extendLease,
  finishRun,
} from "./claim";

export interface JobContext {
  app: FastifyInstance;
  /** Aborted when the app closes: a long run may stop between two steps (its claim then lapses). */
  signal: AbortSignal;
  /** When this run was claimed, by the database's clock (the next one is due an interval later). */
  startedAt: Date;
}

export interface PeriodicJob {
  /** The job's row in job_runs: unique, and kept across releases (renaming it makes a new job). */
  name: string;
  /** Time from one run's start to the next one's. */
  intervalMs: number;
  run(context: JobContext): Promise<void>;
  /** The job's own switch, under PERIODIC_JOBS; on when absent. */
  enabled?: (config: Config) => boolean;
  /** Also due whenever a process starts (the standing-order generator), not only on schedule. */
  runAtStart?: boolean;
  /**
   * How long a claim holds before another process may take the run over (its claimer died). A run
   * under way renews it, so it need not cover the longest run. Default 15 minutes.
   */
  leaseMs?: number;
  /** How often a process asks whether the run is due. Default: the interval, at most a minute. */
  checkEveryMs?: number;
}

export type RunOutcome = "ran" | "failed" | "not-due";

export interface JobRunner {
  /** Who this runner is in job_runs.locked_by: host, process, instance. */
  readonly claimer: string;
  /** Claims the run if it is due and nobody holds it, and runs it; never runs twice at once. */
  runDue(): Promise<RunOutcome>;
  /** Checks now, then every checkEveryMs (unref'd timers). */
  start(): void;
  /** Stops the timers and waits for a run under way. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 15 * 60_000;
const MAX_CHECK_EVERY_MS = 60_000;

export function definePeriodicJob(job: PeriodicJob): PeriodicJob {
  if (!job.name) throw new Error("A periodic job needs a name.");
  if (!(job.intervalMs > 0))
    throw new Error(`Periodic job ${job.name}: the interval must be positive.`);
  return job;
}

/** Whether this process runs the job on its timer: PERIODIC_JOBS and the job's own switch. */
export function jobSwitchedOn(config: Config, job: PeriodicJob): boolean {
  return config.PERIODIC_JOBS && (job.enabled?.(config) ?? true);
}

function newClaimer(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

export function createJobRunner(
  app: FastifyInstance,
  job: PeriodicJob,
  claimer: string = newClaimer(),
): JobRunner {
  const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
  const checkEveryMs =
    job.checkEveryMs ?? Math.min(job.intervalMs, MAX_CHECK_EVERY_MS);
  const abort = new AbortController();
  const log = app.log.child({ job: job.name });
  let ensured: Promise<void> | null = null;
  let inFlight: Promise<RunOutcome> | null = null;
  let timers: NodeJS.Timeout[] = [];
  let stopped = false;
  /** Set by start() for a runAtStart job: the first ensure() makes the run due. */
  let dueAtStart = false;

  const ensure = () => {
    const dueNow = dueAtStart;
    ensured ??= ensureJobRow(app.db, job.name, dueNow).then(
      () => {
        if (dueNow) dueAtStart = false;
      },
      (err: unknown) => {
        ensured = null; // asked again on the next check
        throw err;
      },
    );
    return ensured;
  };

  async function attempt(): Promise<RunOutcome> {
    await ensure();
    const claimed = await claimDueRun(app.db, job.name, claimer, leaseMs);
    if (!claimed) return "not-due";
    const renew = setInterval(() => {
      extendLease(app.db, job.name, claimer, leaseMs).catch((err: unknown) =>
        log.warn({ err: loggableError(err) }, "periodic job lease not renewed"),
      );
    }, leaseMs / 3);
    renew.unref();
    let failure: string | null = null;
    try {
      await job.run({
        app,
        signal: abort.signal,
        startedAt: claimed.lastStartedAt ?? new Date(),
      });
    } catch (err) {
      failure = errorSummary(err);
      log.error({ err: loggableError(err) }, `${job.name} failed`);
    } finally {
      clearInterval(renew);
    }
    await finishRun(app.db, job.name, claimer, job.intervalMs, failure);
    return failure === null ? "ran" : "failed";
  }

  function runDue(): Promise<RunOutcome> {
    if (stopped) return Promise.resolve("not-due");
    inFlight ??= attempt().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  // A check that fails (the database away for a moment) is logged; the next one tries again.
  const check = () => {
    runDue().catch((err: unknown) =>
      log.error({ err: loggableError(err) }, "periodic job check failed"),
    );
  };

  return {
    claimer,
    runDue,
    start() {
      if (stopped || timers.length > 0) return;
      if (job.runAtStart) {
        dueAtStart = true;
        ensured = null;
      }
      timers = [setTimeout(check, 0), setInterval(check, checkEveryMs)];
      for (const timer of timers) timer.unref();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      abort.abort();
      await inFlight?.catch(() => undefined);
    },
  };
}

/** Runs the job on its timer in this app, when switched on (jobSwitchedOn). */
export function periodicJobPlugin(job: PeriodicJob) {
  return fp(
    async (app) => {
      if (!jobSwitchedOn(app.config, job)) return;
      const runner = createJobRunner(app, job);
      app.addHook("onReady", async () => runner.start());
      app.addHook("onClose", () => runner.stop());
    },
    { name: `periodic-job:${job.name}`, dependencies: ["db"] },
  );
}
