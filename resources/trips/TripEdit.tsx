import { RecordEdit } from "../../src/forms/RecordScreens";
import { TripForm } from "./TripForm";
import { useTripSaved } from "./TripCreate";
import { bookingKey } from "./tripFormModel";

/** /trip/upsert/:tripId (admin): toast 'Trip updated.', then the trip's page. */
export function TripEdit() {
  const onSuccess = useTripSaved("updated");
  return (
    <RecordEdit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      title={bookingKey("title.edit")}
    >
      <TripForm />
    </RecordEdit>
  );
}
