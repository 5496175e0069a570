import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { ReportKind, ReportPeriod } from "../../domain/schemas/report";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { REPORT_QUERY } from "./reportsModel";

/** One report over the period: one call per report, cached per period. */
export function useReport<R extends ReportKind>(kind: R, period: ReportPeriod) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [REPORT_QUERY, kind, period.fromDate, period.toDate],
    queryFn: ({ signal }) => dataProvider.transportReport(kind, period, signal),
  });
}
