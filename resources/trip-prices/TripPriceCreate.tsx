import type { RedirectionSideEffect } from "react-admin";
import { Create } from "react-admin";
import { TripPriceForm } from "./TripPriceForm";
import { tripPriceIndexPath } from "./bookingTypePages";

/** Back to the saved list's booking type tab. */
export const toBookingTypeTab: RedirectionSideEffect = (_resource, _id, data) =>
  tripPriceIndexPath(data?.bookingType);

/** /admin/transport/trip-prices/create: toast 'New Trip Price added.'. */
export function TripPriceCreate() {
  return (
    <Create mutationMode="pessimistic" redirect={toBookingTypeTab}>
      <TripPriceForm />
    </Create>
  );
}
