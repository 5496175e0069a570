/**
 * The standing-order generator on the periodic-job helper (issue 25): it runs at start-up when
 * PERIODIC_JOBS and STANDING_ORDER_JOB are both on, records its run in job_runs, and stays off when
 * PERIODIC_JOBS is. What it generates is standing-orders*.test.ts's business.
 */
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { jobRuns } from "../../server/db/schema";
import { standingOrderJob } from "../../server/standingOrders/job";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

let app: TestApp | undefined;
afterAll(() => app?.close());

describe("the standing-order generator on the helper", () => {
  it("runs at start-up when both switches are on, and not when PERIODIC_JOBS is off", async () => {
    app = await buildTestApp({ PERIODIC_JOBS: "true", STANDING_ORDER_JOB: "true" }); // prettier-ignore
    // Other jobs (the mention digest) start too: this one's row is the one looked at.
    const own = (a: TestApp) =>
      a.db
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.name, standingOrderJob.name));
    const end = Date.now() + 5000;
    let rows = await own(app);
    while (!rows[0]?.lastFinishedAt && Date.now() < end) {
      await pause(20);
      rows = await own(app);
    }
    expect(rows).toMatchObject([
      { name: standingOrderJob.name, lockedBy: null, lastError: null },
    ]);
    expect(rows[0].lastFinishedAt).not.toBeNull();
    await app.close();
    app = undefined;
    app = await buildTestApp({ PERIODIC_JOBS: "false", STANDING_ORDER_JOB: "true" }); // prettier-ignore
    await pause(150);
    expect(await app.db.select().from(jobRuns)).toEqual([]);
  });
});
