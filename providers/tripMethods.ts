/**
 * Trip calls that are not CRUD, spread into the data provider as typed custom methods
 * (`useDataProvider<AppDataProvider>().tripEvent(...)`). Booking, editing, listing and deleting go
 * through the CRUD methods of "trips/all"; a trip's history through those of "activities".
 *
 * | Method     | Call                                                        |
 * |------------|-------------------------------------------------------------|
 * | tripEvent  | POST /trips/{tripId}/events {event, …} → 200 {data: trip}   |
 * | fareQuote  | POST /trips/fare-quote {…} → 200 {data: quote}              |
 * | assignmentCheck | POST /trips/{tripId}/assignment-check → {data: {findings}} |
 * | assignTrip | POST /trips/{tripId}/assignment → {data: trip}; 409 {data: {findings}} |
 * | dispatchBoard | POST /trips/board {date, filters} → {data: board}          |
 * | reportPosition | POST /trips/{tripId}/positions {latitude, longitude, accuracy, recordedAt} |
 * | tripTrack  | POST /trips/{tripId}/positions/search → {data: positions}   |
 * | mapSettings | GET /map-settings → {data: {tileUrl, attribution}}          |
 */
import type { AssignmentFinding } from "../domain/assignmentFindings";
import { parseAssignmentFindings } from "../domain/assignmentFindings";
import { FAILURE_PREFIXES } from "../domain/errors";
import type {
  AssignmentBody,
  AssignmentCheckBody,
} from "../domain/schemas/assignment";
import type { Board, BoardRequest } from "../domain/schemas/board";
import type {
  TripPosition,
  TripPositionBody,
} from "../domain/schemas/tripPosition";
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
  /** What the assignment check finds for this driver and vehicle; changes nothing. */
  assignmentCheck(
    tripId: string,
    body: AssignmentCheckBody,
    signal?: AbortSignal,
  ): Promise<AssignmentFinding[]>;
  /** The assigned driver's browser position, while the trip is in progress. */
  reportPosition(tripId: string, body: TripPositionBody): Promise<TripPosition>;
  /** A trip's reported positions in time order. */
  tripTrack(tripId: string, signal?: AbortSignal): Promise<TripPosition[]>;
  /** Where the maps take their tiles from. */
  mapSettings(
    signal?: AbortSignal,
  ): Promise<{ tileUrl: string; attribution: string }>;
  /** The dispatch board's day in one call. */
  dispatchBoard(body: BoardRequest, signal?: AbortSignal): Promise<Board>;
  /** Assigns; a refusal rejects with the HttpError whose body carries the findings (refusalFindings). */
  assignTrip(
    tripId: string,
    body: AssignmentBody,
  ): Promise<Trip & { id: string }>;
}

/** The findings a refused assignment (409) carries; empty for any other error. */
export function refusalFindings(error: unknown): AssignmentFinding[] {
  const body = (error as { body?: { data?: unknown } } | null)?.body;
  return parseAssignmentFindings(body?.data) ?? [];
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
    async assignmentCheck(tripId, body, signal) {
      const answer = await httpClient<
        Envelope<{ findings: AssignmentFinding[] }>
      >(`${apiUrl}/trips/${encodeURIComponent(tripId)}/assignment-check`, {
        method: "POST",
        body,
        signal,
      });
      return answer.data.findings;
    },
    async reportPosition(tripId, body) {
      const answer = await httpClient<Envelope<TripPosition>>(
        `${apiUrl}/trips/${encodeURIComponent(tripId)}/positions`,
        { method: "POST", body },
      );
      return answer.data;
    },
    async tripTrack(tripId, signal) {
      const answer = await httpClient<Envelope<TripPosition[]>>(
        `${apiUrl}/trips/${encodeURIComponent(tripId)}/positions/search`,
        { method: "POST", body: {}, signal },
      );
      return answer.data;
    },
    async mapSettings(signal) {
      const answer = await httpClient<
        Envelope<{ tileUrl: string; attribution: string }>
      >(`${apiUrl}/map-settings`, { signal });
      return answer.data;
    },
    async dispatchBoard(body, signal) {
      const answer = await httpClient<Envelope<Board>>(
        `${apiUrl}/trips/board`,
        {
          method: "POST",
          body,
          signal,
        },
      );
      return answer.data;
    },
    async assignTrip(tripId, body) {
      try {
        const answer = await httpClient<Envelope<Trip>>(
          `${apiUrl}/trips/${encodeURIComponent(tripId)}/assignment`,
          { method: "POST", body },
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
