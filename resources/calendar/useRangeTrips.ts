import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import { calendarModule } from "../../domain/modules/calendar";
import type { CalendarAnswer } from "../../domain/schemas/calendar";
import type { AppDataProvider } from "../../providers/appDataProvider";
import type { CalendarRange } from "../../src/widgets/calendar/calendarRange";
import { rangeFilter } from "./calendarModel";

/**
 * The trips of a calendar range in one call (POST /trips/calendar, issue 22): compact event rows by
 * pick-up time, up to CALENDAR_MAX_TRIPS, with the range's total. One query per range, so moving back
 * to a range shows it at once, and the previous range stays on screen until the new one has arrived.
 */
export function useRangeTrips(range: CalendarRange) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const filter = rangeFilter(range);
  return useQuery<CalendarAnswer>({
    queryKey: [calendarModule.name, "range", filter],
    queryFn: ({ signal }) => dataProvider.calendarTrips(filter, signal),
    placeholderData: keepPreviousData,
  });
}
