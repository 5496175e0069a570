/**
 * Trip calls that are not CRUD, spread into the data provider as typed custom methods
 * (`useDataProvider<AppDataProvider>().tripEvent(...)`). Booking, editing, listing and deleting go
 * through the CRUD methods of "trips/all"; a trip's history through those of "activities".
 *
 * | Method     | Call                                                        |
 * |------------|-------------------------------------------------------------|
 * | tripEvent  | POST /trips/{tripId}/events {event, …} → 200 {data: trip}   |
 * | fareQuote  | POST /trips/fare-quote {…} → 200 {data: quote}              |
 */
import { FAILURE_PREFIXES } from "../domain/errors";
import type { Envelope } from "../domain/schemas/search";
import type {
  FareQuote,
  Trip,
  TripEventBody,
  TripUpsert,
} from "../domain/schemas/trip";
import type { ApiRequest } from "./httpClient";
import { withFailurePrefix } from "./httpClient";

export type FareQuoteRequest = Pick<
  TripUpsert,
  | "bookingType"
  | "pickUpDatetime"
  | "wheelchairTrip"
  | "stretcherTrip"
  | "isRoundTrip"
  | "additionalWaitTimeInMinutes"
  | "pickUpAddress"
  | "dropOffAddress"
>;

export interface TripMethods {
  /** One step of the lifecycle; answers the updated trip (react-admin record: id = tripId). */
  tripEvent(
    tripId: string,
    body: TripEventBody,
    signal?: AbortSignal,
  ): Promise<Trip & { id: string }>;
  /** The fare and distance the server would compute for this booking. */
  fareQuote(body: FareQuoteRequest, signal?: AbortSignal): Promise<FareQuote>;
}

export function tripMethods(
  apiUrl: string,
  httpClient: ApiRequest,
): TripMethods {
  return {
    async tripEvent(tripId, body, signal) {
      try {
        const answer = await httpClient<Envelope<Trip>>(
          `${apiUrl}/trips/${encodeURIComponent(tripId)}/events`,
          { method: "POST", body, signal },
        );
        return { ...answer.data, id: answer.data.tripId };
      } catch (error) {
        throw withFailurePrefix(error, FAILURE_PREFIXES.submitTrip);
      }
    },
    async fareQuote(body, signal) {
      const answer = await httpClient<Envelope<FareQuote>>(
        `${apiUrl}/trips/fare-quote`,
        { method: "POST", body, signal },
      );
      return answer.data;
    },
  };
}
