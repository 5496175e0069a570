/**
 * A trip's pick-up punctuality and outcome as SQL conditions, shared by analytics' figures
 * (server/analytics/measures.ts) and the trips search's filters (server/entities/trips.ts), so a
 * dashboard tile and the list it links to count the same trips (issue 29):
 * - measured: the arrival at the pick-up was recorded (a trip without one is neither on time nor late);
 * - on time: arrived_at_pick_up_at <= pick_up_datetime + ON_TIME_GRACE_MINUTES;
 * - late: measured and not on time.
 */
import type { SQL } from "drizzle-orm";
import { eq, sql } from "drizzle-orm";
import { ON_TIME_GRACE_MINUTES } from "../../domain/analyticsReports";
import type { PickUpPunctuality } from "../../domain/tripEnums";
import { trips } from "../db/schema";

export const measuredCondition = sql`${trips.arrivedAtPickUpAt} is not null`;
export const onTimeCondition = sql`${trips.arrivedAtPickUpAt} <= ${trips.pickUpDatetime} + make_interval(mins => ${ON_TIME_GRACE_MINUTES})`;
export const lateCondition = sql`(${measuredCondition} and not (${onTimeCondition}))`;

const PUNCTUALITY: Record<PickUpPunctuality, SQL> = {
  measured: measuredCondition,
  "on-time": onTimeCondition,
  late: lateCondition,
  unmeasured: sql`${trips.arrivedAtPickUpAt} is null`,
};

export const punctualityCondition = (value: PickUpPunctuality) =>
  PUNCTUALITY[value];

export const outcomeCondition = (code: string) => eq(trips.outcomeCode, code);
