import type { BookingType } from "../../domain/schemas/tripPrice";
import { upsertPath } from "../../src/routing/resourceRoutes";

/**
 * Resource name and routes of the trip price lists. §2 indexes them by booking type: community
 * (the private booking type, shown as Private / Community), facility and hospital.
 */
export const TRIP_PRICES_RESOURCE = "admin/transport/trip-prices";
export const TRIP_PRICES_PATH = `/${TRIP_PRICES_RESOURCE}`;
export const TRIP_PRICE_CREATE_PATH = `${TRIP_PRICES_PATH}/create`;

/** Index page (URL segment) → booking type, in tab order. */
export const BOOKING_TYPE_PAGES = {
  community: "private",
  facility: "facility",
  hospital: "hospital",
} as const satisfies Record<string, BookingType>;
export type BookingTypePage = keyof typeof BOOKING_TYPE_PAGES;
export const BOOKING_TYPE_PAGE_NAMES = Object.keys(
  BOOKING_TYPE_PAGES,
) as BookingTypePage[];

export const pageOfBookingType = (bookingType: unknown): BookingTypePage =>
  BOOKING_TYPE_PAGE_NAMES.find((p) => BOOKING_TYPE_PAGES[p] === bookingType) ??
  "community";

/** The index of a booking type's price lists; an unknown type opens the first tab. */
export const tripPriceIndexPath = (bookingType?: unknown) =>
  `${TRIP_PRICES_PATH}/${pageOfBookingType(bookingType)}`;

export const tripPriceEditPath = (id: string | number) =>
  upsertPath(TRIP_PRICES_RESOURCE, id);
