/**
 * Each catalogued report's computation (domain/analyticsReports.ts REPORTS), by key. A catalogue
 * entry without one here is a programming error the analytics tests catch (every key is called).
 */
import {
  cancellations,
  tripsByStatus,
  tripVolume,
  willCallWaits,
} from "./operationsReports";
import {
  milesRevenueByPayor,
  receivablesAgeing,
  revenue,
} from "./financeReports";
import {
  driverHours,
  noShowsByFacility,
  onTimeByDriver,
  onTimeByFacility,
} from "./performanceReports";
import type { ReportCompute } from "./reportTypes";

export const REPORT_COMPUTATIONS: Readonly<Record<string, ReportCompute>> = {
  "trip-volume": tripVolume,
  "trips-by-status": tripsByStatus,
  cancellations,
  "will-call-waits": willCallWaits,
  "miles-revenue-by-payor": milesRevenueByPayor,
  revenue,
  "receivables-ageing": receivablesAgeing,
  "on-time-by-facility": onTimeByFacility,
  "no-shows-by-facility": noShowsByFacility,
  "on-time-by-driver": onTimeByDriver,
  "driver-hours": driverHours,
};
