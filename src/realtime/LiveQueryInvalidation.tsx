import { calendarModule } from "../../domain/modules/calendar";
import { paymentRecordsModule } from "../../domain/modules/paymentRecords";
import { activitiesApiModule, tripsModule } from "../../domain/modules/trips";
import { tripsInProgressModule } from "../../domain/modules/tripsInProgress";
import { useLiveRefetch } from "./useLiveRefetch";

/** The resources whose screens show trips: a change to a trip re-reads them. */
const TRIP_QUERIES = [
  tripsModule.name,
  tripsInProgressModule.name,
  calendarModule.name,
  paymentRecordsModule.name,
  activitiesApiModule.name,
].map((resource) => [resource]);

/**
 * Mounted once in the shell: when the server announces changed trips, every open list and trip
 * page re-reads through the API (react-query invalidation), within the two seconds issue 10 asks.
 */
export function LiveQueryInvalidation() {
  useLiveRefetch(["trips", "trip-positions"], TRIP_QUERIES);
  return null;
}
