/**
 * The standing-order generator as a periodic job (issue 10, on server/jobs since issue 25): at every
 * start-up and then daily, off the request path; start-up is not delayed and a failure is logged and
 * recorded, not fatal. Switched by STANDING_ORDER_JOB under PERIODIC_JOBS. Each due run is claimed by
 * one process; the generator is idempotent anyway, so a run taken over creates nothing twice.
 */
import { definePeriodicJob, periodicJobPlugin } from "../jobs/periodicJob";
import { generateStandingOrderTrips } from "./generate";

const DAY_MS = 24 * 60 * 60 * 1000;

export const standingOrderJob = definePeriodicJob({
  name: "standing-order-generation",
  intervalMs: DAY_MS,
  runAtStart: true,
  enabled: (config) => config.STANDING_ORDER_JOB,
  run: async ({ app }) => {
    const created = await generateStandingOrderTrips(app);
    if (created > 0)
      app.log.info({ created }, "standing-order trips generated");
  },
});

export const standingOrderJobPlugin = periodicJobPlugin(standingOrderJob);
