/**
 * The calendar's call (issue 22), spread into the data provider as a typed custom method.
 *
 * | Method        | Call                                                                  |
 * |---------------|-----------------------------------------------------------------------|
 * | calendarTrips | POST /trips/calendar {fromDate, toDate} → {data: {trips, total}}      |
 */
import type {
  CalendarAnswer,
  CalendarRequest,
} from "../domain/schemas/calendar";
import type { Envelope } from "../domain/schemas/search";
import type { ApiRequest } from "./httpClient";

export interface CalendarMethods {
  /** A calendar range's trips as compact event rows, in one call, with the range's total. */
  calendarTrips(
    range: CalendarRequest,
    signal?: AbortSignal,
  ): Promise<CalendarAnswer>;
}

export function calendarMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): CalendarMethods {
  return {
    async calendarTrips(range, signal) {
      const answer = await httpClient<Envelope<CalendarAnswer>>(
        `${apiUrl}/trips/calendar`,
        { method: "POST", body: range, signal },
      );
      return answer.data;
    },
  };
}
