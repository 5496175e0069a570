/** Periodic jobs (server/jobs): the switch that turns every one of them off in this process. */
import { bool } from "./shared";

export const jobSettings = {
  /**
   * Whether this process runs periodic jobs (the standing-order generator, the mention digest…). Off:
   * none of them starts, whatever its own switch says (STANDING_ORDER_JOB). On in several processes
   * at once is safe: each due run is claimed by one of them (server/jobs/claim.ts).
   */
  PERIODIC_JOBS: bool.default(true),
};
