/**
 * The periodic-job helper (server/jobs, issue 25): a due job runs once and not again before its
 * interval, a failure is recorded and the schedule goes on, PERIODIC_JOBS switches every job off, and
 * concurrent claims on one database give the run to exactly one claimer. The race between two
 * processes on PostgreSQL is periodic-jobs-pg.test.ts.
 */
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig, testConfig } from "../../server/config";
import { jobRuns } from "../../server/db/schema";
import { claimDueRun, errorSummary } from "../../server/jobs/claim";
import type { PeriodicJob } from "../../server/jobs/periodicJob";
import {
  createJobRunner,
  definePeriodicJob,
  jobSwitchedOn,
  periodicJobPlugin,
} from "../../server/jobs/periodicJob";
import { corePlugin } from "../../server/plugins/db";
import { standingOrderJob } from "../../server/standingOrders/job";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let jobCount = 0;
/** A job of its own per test (one row each), counting its runs; `fail` makes a run throw. */
function countingJob(overrides: Partial<PeriodicJob> = {}, fail = false) {
  const runs: Date[] = [];
  const job = definePeriodicJob({
    name: `test-job-${++jobCount}`,
    intervalMs: HOUR_MS,
    run: async () => {
      runs.push(new Date());
      if (fail) throw new Error(`boom ${runs.length}`);
    },
    ...overrides,
  });
  return { job, runs };
}

async function rowOf(name: string) {
  const [row] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, name));
  return row;
}

async function makeDue(name: string) {
  await t.db
    .update(jobRuns)
    .set({ nextRunAt: sql`now() - interval '1 second'` })
    .where(eq(jobRuns.name, name));
}

async function until(check: () => boolean | Promise<boolean>, ms = 3000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An app with nothing but the database and one job's plugin, as app.ts registers one. */
async function appWith(job: PeriodicJob, overrides: Record<string, string>) {
  const lines: string[] = [];
  const app = Fastify({
    logger: { level: "error", stream: { write: (l) => lines.push(l) } },
  });
  await app.register(corePlugin, {
    config: testConfig(overrides),
    database: t.database,
    mailer: t.app.mailer,
  });
  await app.register(periodicJobPlugin(job));
  await app.ready();
  return { app, lines };
}

describe("a periodic job's runs", () => {
  it("runs a due job once, and not again before its interval", async () => {
    const { job, runs } = countingJob();
    const runner = createJobRunner(t.app, job);
    expect(await runner.runDue()).toBe("ran");
    expect(await runner.runDue()).toBe("not-due");
    expect(await createJobRunner(t.app, job).runDue()).toBe("not-due");
    expect(runs).toHaveLength(1);
    const row = await rowOf(job.name);
    expect(row.lockedBy).toBeNull();
    expect(row.lockedUntil).toBeNull();
    expect(row.lastError).toBeNull();
    expect(row.lastFinishedAt).not.toBeNull();
    expect(row.nextRunAt.getTime() - row.lastStartedAt!.getTime()).toBe(
      HOUR_MS,
    );
    await makeDue(job.name);
    expect(await runner.runDue()).toBe("ran");
    expect(runs).toHaveLength(2);
  });

  it("records a failed run's error, and the next run still happens", async () => {
    const { job, runs } = countingJob({}, true);
    const runner = createJobRunner(t.app, job);
    expect(await runner.runDue()).toBe("failed");
    const row = await rowOf(job.name);
    expect(row.lastError).toBe("boom 1");
    expect(row.lockedBy).toBeNull();
    expect(row.nextRunAt.getTime() - row.lastStartedAt!.getTime()).toBe(
      HOUR_MS,
    );
    expect(await runner.runDue()).toBe("not-due");
    await makeDue(job.name);
    expect(await runner.runDue()).toBe("failed");
    expect(runs).toHaveLength(2);
    expect((await rowOf(job.name)).lastError).toBe("boom 2");
  });

  it("clears the recorded error once a run succeeds", async () => {
    let fail = true;
    const job = definePeriodicJob({
      name: `test-job-${++jobCount}`,
      intervalMs: HOUR_MS,
      run: async () => {
        if (fail) throw new Error("once");
      },
    });
    const runner = createJobRunner(t.app, job);
    expect(await runner.runDue()).toBe("failed");
    fail = false;
    await makeDue(job.name);
    expect(await runner.runDue()).toBe("ran");
    expect((await rowOf(job.name)).lastError).toBeNull();
  });

  it("keeps a failed query's parameters out of the recorded error", () => {
    const failed = Object.assign(
      new Error("Failed query: select $1\nparams: someone@example.com"),
      { params: ["someone@example.com"], cause: new Error("relation missing") },
    );
    expect(errorSummary(failed)).toBe("relation missing");
    expect(errorSummary("plain")).toBe("plain");
  });

  it("takes over a run whose claimer died once its lease has run out, not before", async () => {
    const { job, runs } = countingJob();
    const runner = createJobRunner(t.app, job);
    expect(await runner.runDue()).toBe("ran");
    await makeDue(job.name);
    const held = sql`now() + interval '1 minute'`;
    await t.db
      .update(jobRuns)
      .set({ lockedBy: "gone", lockedUntil: held })
      .where(eq(jobRuns.name, job.name));
    expect(await runner.runDue()).toBe("not-due");
    const lapsed = sql`now() - interval '1 second'`;
    await t.db
      .update(jobRuns)
      .set({ lockedUntil: lapsed })
      .where(eq(jobRuns.name, job.name));
    expect(await runner.runDue()).toBe("ran");
    expect(runs).toHaveLength(2);
  });
});

describe("the claim", () => {
  it("gives a due run to exactly one of many concurrent claims", async () => {
    const { job } = countingJob();
    const runner = createJobRunner(t.app, job);
    expect(await runner.runDue()).toBe("ran");
    for (let round = 0; round < 5; round++) {
      await makeDue(job.name);
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          claimDueRun(t.db, job.name, `claimer-${i}`, 60_000),
        ),
      );
      const won = claims.filter((c) => c !== null);
      expect(won).toHaveLength(1);
      expect(won[0]!.lockedBy).toMatch(/^claimer-/);
      // Released as a finished run would be, so the next round starts unclaimed.
      await t.db
        .update(jobRuns)
        .set({ lockedBy: null, lockedUntil: null })
        .where(eq(jobRuns.name, job.name));
    }
  });

  it("gives one run to one of several runners checking at once", async () => {
    const { job, runs } = countingJob();
    const runners = Array.from({ length: 5 }, () =>
      createJobRunner(t.app, job),
    );
    const outcomes = await Promise.all(runners.map((r) => r.runDue()));
    expect(outcomes.filter((o) => o === "ran")).toHaveLength(1);
    expect(runs).toHaveLength(1);
  });
});

describe("the timer", () => {
  let app: FastifyInstance | undefined;
  afterAll(() => app?.close());

  it("runs a due job once on start and not again within its interval", async () => {
    const { job, runs } = countingJob({ checkEveryMs: 10 });
    ({ app } = await appWith(job, { PERIODIC_JOBS: "true" }));
    await until(() => runs.length === 1);
    await pause(200);
    expect(runs).toHaveLength(1);
    await app.close();
  });

  it("runs a runAtStart job at every start, even when its next run is not due yet", async () => {
    const { job, runs } = countingJob({ runAtStart: true, checkEveryMs: 10 });
    expect(await createJobRunner(t.app, job).runDue()).toBe("ran");
    ({ app } = await appWith(job, { PERIODIC_JOBS: "true" }));
    await until(() => runs.length === 2);
    await app.close();
    const plain = countingJob({ checkEveryMs: 10 });
    expect(await createJobRunner(t.app, plain.job).runDue()).toBe("ran");
    ({ app } = await appWith(plain.job, { PERIODIC_JOBS: "true" }));
    await pause(100);
    await app.close();
    expect(plain.runs).toHaveLength(1);
  });

  it("goes on after failed runs, logging each", async () => {
    const { job, runs } = countingJob(
      { intervalMs: 50, checkEveryMs: 10 },
      true,
    );
    const built = await appWith(job, { PERIODIC_JOBS: "true" });
    app = built.app;
    await until(() => runs.length >= 3);
    await app.close();
    const count = runs.length;
    expect(built.lines.join("\n")).toContain(`${job.name} failed`);
    expect((await rowOf(job.name)).lastError).toMatch(/^boom \d+$/);
    await pause(150);
    expect(runs).toHaveLength(count); // stopped on close
  });

  it("waits on close for a run under way", async () => {
    let finished = false;
    const job = definePeriodicJob({
      name: `test-job-${++jobCount}`,
      intervalMs: HOUR_MS,
      checkEveryMs: 10,
      run: async () => {
        await pause(150);
        finished = true;
      },
    });
    ({ app } = await appWith(job, { PERIODIC_JOBS: "true" }));
    await until(async () => (await rowOf(job.name))?.lockedBy != null);
    await app.close();
    expect(finished).toBe(true);
    expect((await rowOf(job.name)).lockedBy).toBeNull();
  });
});

describe("switching periodic jobs off", () => {
  it("PERIODIC_JOBS=false starts no job, whatever the job's own switch says", async () => {
    const { job, runs } = countingJob({ checkEveryMs: 10 });
    const { app } = await appWith(job, { PERIODIC_JOBS: "false" });
    await pause(150);
    await app.close();
    expect(runs).toHaveLength(0);
    expect(await rowOf(job.name)).toBeUndefined();
    const off = testConfig({ PERIODIC_JOBS: "false" });
    const on = testConfig({ PERIODIC_JOBS: "true", STANDING_ORDER_JOB: "true" }); // prettier-ignore
    expect(jobSwitchedOn(off, standingOrderJob)).toBe(false);
    expect(jobSwitchedOn(on, standingOrderJob)).toBe(true);
    expect(
      jobSwitchedOn({ ...on, STANDING_ORDER_JOB: false }, standingOrderJob),
    ).toBe(false);
  });

  it("is on by default (off in tests), and refuses a value that is not a boolean", () => {
    expect(parseConfig({}).PERIODIC_JOBS).toBe(true);
    expect(testConfig().PERIODIC_JOBS).toBe(false);
    expect(() => testConfig({ PERIODIC_JOBS: "maybe" })).toThrow(
      /PERIODIC_JOBS/,
    );
    expect(testConfig({ PERIODIC_JOBS: "1" }).PERIODIC_JOBS).toBe(true);
  });
});
