/**
 * Analytics (issue 29), spread into the data provider as typed custom methods. Every answer is the
 * caller's scope (a facility administrator's facility, whatever `facilityId` says).
 *
 * | Method             | Call                                                           |
 * |--------------------|----------------------------------------------------------------|
 * | analyticsDashboard | POST /analytics/dashboard {facilityId?} → Dashboard             |
 * | analyticsUsers     | POST /analytics/users {} → UsersAnalytics (administrators)      |
 * | analyticsReport    | POST /analytics/reports/{key} {fromDate, toDate, facilityId?}   |
 */
import { analyticsModule } from "../domain/modules/analytics";
import type {
  AnalyticsReport,
  AnalyticsReportRequest,
  Dashboard,
  DashboardRequest,
  UsersAnalytics,
} from "../domain/schemas/analytics";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";

export interface AnalyticsMethods {
  analyticsDashboard(
    request?: DashboardRequest,
    signal?: AbortSignal,
  ): Promise<Dashboard>;
  analyticsUsers(signal?: AbortSignal): Promise<UsersAnalytics>;
  analyticsReport(
    key: string,
    request: AnalyticsReportRequest,
    signal?: AbortSignal,
  ): Promise<AnalyticsReport>;
}

export function analyticsMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): AnalyticsMethods {
  const base = `${apiUrl}${analyticsModule.api.prefix}`;
  const post = async <T>(path: string, body: unknown, signal?: AbortSignal) =>
    (
      await httpClient<Envelope<T>>(`${base}${path}`, {
        method: "POST",
        body,
        signal,
      })
    ).data;
  return {
    analyticsDashboard: (request = {}, signal) =>
      post<Dashboard>("/dashboard", request, signal),
    analyticsUsers: (signal) => post<UsersAnalytics>("/users", {}, signal),
    analyticsReport: (key, request, signal) =>
      post<AnalyticsReport>(
        `/reports/${encodeURIComponent(key)}`,
        request,
        signal,
      ),
  };
}
