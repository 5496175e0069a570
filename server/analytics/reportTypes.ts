/** What each analytics report's computation takes and answers (rows keyed by its columns). */
import type { ReportPeriod } from "../../domain/schemas/report";
import type { Db } from "../db/client";
import type { AnalyticsScope } from "./scope";

export type ReportRow = Record<string, string | number | null>;

export type ReportCompute = (
  db: Db,
  period: ReportPeriod,
  timeZone: string,
  scope: AnalyticsScope,
) => Promise<ReportRow[]>;
