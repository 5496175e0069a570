import { useCallback } from "react";
import type { RaRecord } from "react-admin";
import { Create, useNotify, useRedirect } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import { TripForm } from "./TripForm";
import { bookingKey } from "./tripFormModel";

/** After a save: the §7 toast, then the trip's page (its legs, fare and history). */
export function useTripSaved(toast: "created" | "updated") {
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(
    (trip: RaRecord) => {
      notify(bookingKey(`notifications.${toast}`), { type: "info" });
      // A function: a plain string would be read as a view type ("list", "edit"), not a path.
      redirect(() => tripsModule.paths.show(trip.id));
    },
    [notify, redirect, toast],
  );
}

/**
 * /trip/create, for every holder of request-trips: toast 'New Trip added.', then /trip/{tripId}.
 * A failure reads 'Failed to submit Trip data: …' (the module's failure prefix).
 */
export function TripCreate() {
  const onSuccess = useTripSaved("created");
  return (
    <Create
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      title={bookingKey("title.create")}
    >
      <TripForm />
    </Create>
  );
}
