/**
 * Two API processes on one PostgreSQL run each due run of a periodic job once (issue 25). Each
 * "process" is an app with its own pool on the same database, as two servers would have, and each
 * has two runners (claimers), so four claims race on separate connections every round. PostgreSQL
 * only (TEST_DATABASE_URL); on PGlite, one connection, periodic-jobs.test.ts covers the claim.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { testConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { openPostgres } from "../../server/db/client";
import { jobRuns } from "../../server/db/schema";
import type { JobRunner } from "../../server/jobs/periodicJob";
import {
  createJobRunner,
  definePeriodicJob,
} from "../../server/jobs/periodicJob";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const pgUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 40;

describe.skipIf(!pgUrl)(
  "a periodic job across two processes on one PostgreSQL",
  () => {
    let first: TestApp;
    let secondDb: Database;
    let second: FastifyInstance;

    beforeAll(async () => {
      first = await buildTestApp();
      secondDb = await openPostgres({
        url: first.databaseUrl!,
        poolMax: 5,
        statementTimeoutMs: 10_000,
        connectTimeoutMs: 5_000,
      });
      second = await buildApp({
        config: testConfig({ RATE_LIMIT_MAX: "100000" }),
        database: secondDb,
      });
      await second.ready();
    });
    afterAll(async () => {
      await second?.close();
      await secondDb?.close();
      await first?.close();
    });

    /** A job recording the round of each of its runs; each run takes a few milliseconds. */
    function racingJob(name: string, intervalMs: number) {
      const runs: number[] = [];
      let round = 0;
      const job = definePeriodicJob({
        name,
        intervalMs,
        run: async () => {
          runs.push(round);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      });
      return { job, runs, setRound: (r: number) => (round = r) };
    }

    const makeDue = (name: string) =>
      first.db
        .update(jobRuns)
        .set({ nextRunAt: sql`now() - interval '1 second'` })
        .where(eq(jobRuns.name, name));

    it("runs each due run exactly once while four claimers race for it", async () => {
      const r = racingJob("race-rounds", 60 * 60 * 1000);
      const runners: JobRunner[] = [
        createJobRunner(first.app, r.job),
        createJobRunner(first.app, r.job),
        createJobRunner(second, r.job),
        createJobRunner(second, r.job),
      ];
      for (let round = 1; round <= ROUNDS; round++) {
        r.setRound(round);
        if (round > 1) await makeDue(r.job.name);
        const outcomes = await Promise.all(runners.map((x) => x.runDue()));
        expect(outcomes.filter((o) => o === "ran"), `round ${round}`).toHaveLength(1); // prettier-ignore
        expect(outcomes.filter((o) => o === "not-due")).toHaveLength(3);
      }
      expect(r.runs).toEqual(Array.from({ length: ROUNDS }, (_, i) => i + 1));
      const [row] = await first.db
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.name, r.job.name));
      expect(row.lockedBy).toBeNull();
      expect(row.lastError).toBeNull();
    });

    it("never runs a job twice at once or twice within its interval while both processes keep checking", async () => {
      const intervalMs = 40;
      const spans: { start: number; end: number; startedAt: Date }[] = [];
      const job = definePeriodicJob({
        name: "race-timers",
        intervalMs,
        checkEveryMs: 2,
        run: async ({ startedAt }) => {
          const start = Date.now();
          await new Promise((resolve) => setTimeout(resolve, 5));
          spans.push({ start, end: Date.now(), startedAt });
        },
      });
      const runners = [
        createJobRunner(first.app, job),
        createJobRunner(first.app, job),
        createJobRunner(second, job),
        createJobRunner(second, job),
      ];
      for (const runner of runners) runner.start();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await Promise.all(runners.map((x) => x.stop()));
      expect(spans.length).toBeGreaterThan(5);
      expect(spans.length).toBeLessThanOrEqual(Math.ceil(1500 / intervalMs) + 1); // prettier-ignore
      // Never two at once (by this clock), never two within one interval (by the database's, which
      // schedules them).
      spans.sort((a, b) => a.start - b.start);
      for (let i = 1; i < spans.length; i++) {
        expect(spans[i].start).toBeGreaterThanOrEqual(spans[i - 1].end);
        const gap = spans[i].startedAt.getTime() - spans[i - 1].startedAt.getTime(); // prettier-ignore
        expect(gap).toBeGreaterThanOrEqual(intervalMs);
      }
    });
  },
);
