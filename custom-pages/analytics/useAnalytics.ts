import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { AnalyticsReportRequest } from "../../domain/schemas/analytics";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { ANALYTICS_QUERY } from "./analyticsModel";

/** The dashboard of the scope (one call), cached per facility. */
export function useDashboard(facilityId: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [ANALYTICS_QUERY, "dashboard", facilityId ?? null],
    queryFn: ({ signal }) =>
      dataProvider.analyticsDashboard(facilityId ? { facilityId } : {}, signal),
  });
}

export function useUsersAnalytics() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [ANALYTICS_QUERY, "users"],
    queryFn: ({ signal }) => dataProvider.analyticsUsers(signal),
  });
}

/** One report over the period (and facility), cached per request. */
export function useAnalyticsReport(
  key: string,
  request: AnalyticsReportRequest,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [
      ANALYTICS_QUERY,
      "report",
      key,
      request.fromDate,
      request.toDate,
      request.facilityId ?? null,
    ],
    queryFn: ({ signal }) => dataProvider.analyticsReport(key, request, signal),
  });
}
