/**
 * Driver status calls that are not CRUD, spread into the data provider as typed custom methods
 * (`useDataProvider<AppDataProvider>().clearInfluenceStatement(...)`).
 *
 * | Method                   | Call                                                                          |
 * |--------------------------|-------------------------------------------------------------------------------|
 * | clearInfluenceStatement  | POST /drivers/influence-status-records/clear {driverId, reason} → 200 {data: cleared records} |
 */
import { influenceStatusRecordsModule } from "../domain/modules/drivers";
import type { InfluenceStatusRecord } from "../domain/schemas/driverStatus";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";

export interface DriverStatusMethods {
  /** Clears the driver's statements of being under the influence made today (a data admin's call). */
  clearInfluenceStatement(
    driverId: string,
    reason: string,
  ): Promise<InfluenceStatusRecord[]>;
}

export function driverStatusMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): DriverStatusMethods {
  return {
    async clearInfluenceStatement(driverId, reason) {
      // The server's message (nothing to clear, not allowed) is the whole story: no prefix.
      const answer = await httpClient<Envelope<InfluenceStatusRecord[]>>(
        `${apiUrl}${influenceStatusRecordsModule.api.prefix}/clear`,
        { method: "POST", body: { driverId, reason } },
      );
      return answer.data;
    },
  };
}
