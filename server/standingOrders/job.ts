/**
 * Runs the standing-order generator at start-up and then daily (issue 10), off the request path:
 * start-up is not delayed and a failure is logged, not fatal. Idempotent, so several API processes
 * running it at once create nothing twice.
 */
import fp from "fastify-plugin";
import { generateStandingOrderTrips } from "./generate";

const DAY_MS = 24 * 60 * 60 * 1000;

export const standingOrderJobPlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | null = null;
    const run = () =>
      app.background.run("standing-order generation", async () => {
        const created = await generateStandingOrderTrips(app);
        if (created > 0)
          app.log.info({ created }, "standing-order trips generated");
      });
    app.addHook("onReady", async () => {
      if (!app.config.STANDING_ORDER_JOB) return;
      run();
      timer = setInterval(run, DAY_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: "standing-order-job", dependencies: ["background", "db"] },
);
