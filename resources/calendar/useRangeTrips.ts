import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import { calendarModule } from "../../domain/modules/calendar";
import type { Trip } from "../../domain/schemas/trip";
import type { CalendarRange } from "./calendarModel";
import {
  CALENDAR_PAGE_SIZE,
  rangeFilter,
  remainingPages,
} from "./calendarModel";

export type TripRecord = Trip & { id: string };

export interface RangeTrips {
  /** The range's trips by pick-up time, at most CALENDAR_MAX_TRIPS of them. */
  trips: TripRecord[];
  /** How many trips the range holds, as the first search counted them. */
  total: number;
}

/**
 * Every trip of a calendar range (up to the cap): the first page tells the total, the other pages
 * are then asked for together. One query per range, so moving back to a range shows it at once, and
 * the previous range stays on screen until the new one has arrived.
 */
export function useRangeTrips(range: CalendarRange) {
  const dataProvider = useDataProvider();
  const filter = rangeFilter(range);
  return useQuery<RangeTrips>({
    queryKey: [calendarModule.name, "range", filter.dateFilterRequest],
    queryFn: async ({ signal }) => {
      const page = (n: number) =>
        dataProvider.getList<TripRecord>(calendarModule.name, {
          pagination: { page: n, perPage: CALENDAR_PAGE_SIZE },
          sort: { field: "pickUpDatetime", order: "ASC" },
          filter,
          signal,
        });
      const first = await page(1);
      const total = first.total ?? first.data.length;
      const rest = await Promise.all(remainingPages(total).map(page));
      // A trip booked while the pages were read can shift one into the next page: keep it once.
      const byId = new Map<string, TripRecord>();
      for (const result of [first, ...rest])
        for (const trip of result.data) byId.set(trip.id, trip);
      return { trips: [...byId.values()], total };
    },
    placeholderData: keepPreviousData,
  });
}
