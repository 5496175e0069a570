import { RecordEdit } from "../../src/forms/RecordScreens";
import { TripPriceForm } from "./TripPriceForm";
import { toBookingTypeTab } from "./TripPriceCreate";

/** /admin/transport/trip-prices/upsert/:id: toasts 'Trip Price updated.' and, undoably, 'Trip Price deleted.'. */
export function TripPriceEdit() {
  return (
    <RecordEdit mutationMode="pessimistic" redirect={toBookingTypeTab}>
      <TripPriceForm />
    </RecordEdit>
  );
}
