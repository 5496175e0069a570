/**
 * Transport reports (issue 12), spread into the data provider as a typed custom method.
 *
 * | Method          | Call                                                          |
 * |-----------------|---------------------------------------------------------------|
 * | transportReport | POST /reports/transport/{trips,revenue,rates} {fromDate, toDate} |
 */
import { TRANSPORT_REPORTS_API } from "../domain/modules/reports";
import type {
  RatesReport,
  ReportKind,
  ReportPeriod,
  RevenueReport,
  TripsReport,
} from "../domain/schemas/report";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";

export interface TransportReports {
  trips: TripsReport;
  revenue: RevenueReport;
  rates: RatesReport;
}

export interface ReportMethods {
  transportReport<K extends ReportKind>(
    kind: K,
    period: ReportPeriod,
    signal?: AbortSignal,
  ): Promise<TransportReports[K]>;
}

export function reportMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): ReportMethods {
  return {
    transportReport: async <K extends ReportKind>(
      kind: K,
      period: ReportPeriod,
      signal?: AbortSignal,
    ) =>
      (
        await httpClient<Envelope<TransportReports[K]>>(
          `${apiUrl}${TRANSPORT_REPORTS_API}/${kind}`,
          { method: "POST", body: period, signal },
        )
      ).data,
  };
}
