import type { BookingType } from "../../domain/schemas/tripPrice";
import { tripPricesModule } from "../../domain/modules/tripPrices";

/**
 * §2 indexes the price lists by booking type: community (the private booking type, shown as
 * Private / Community), facility and hospital. Index page (URL segment) → booking type, in tab order.
 */
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
  tripPricesModule.paths.page(pageOfBookingType(bookingType));
