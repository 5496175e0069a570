import { useCallback, useState } from "react";
import { useNotify, useUpdate } from "react-admin";
import { useQueryClient } from "@tanstack/react-query";
import { activitiesApiModule, tripsModule } from "../../domain/modules/trips";
import { errorStatus } from "../../src/forms/serverErrors";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { bookingKey } from "./tripFormModel";
import type { TripRecord } from "./tripModel";
import { tripToUpsertBody } from "./tripUpsertBody";

export interface Assignment {
  driverId: string | null;
  vehicleId: string | null;
}

export interface TripAssign {
  /** Saves the assignment; true when the server accepted it (the dialog closes only then). */
  save(assignment: Assignment): Promise<boolean>;
  pending: boolean;
  /** The last save found the trip moved on (409): it was reloaded. */
  stale: boolean;
}

/**
 * Assigns a driver and vehicle through the upsert (POST /trips, react-admin's update on
 * "trips/all"): §6 keeps /trip/upsert for administrators, but modify-trips assigns, so the trip
 * page sends the trip's current values with the new driver and vehicle and the status it showed.
 */
export function useTripAssign(trip: TripRecord): TripAssign {
  const [update, { isPending }] = useUpdate<TripRecord>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [stale, setStale] = useState(false);

  const reload = useCallback(
    (resources: readonly string[]) =>
      Promise.all(
        resources.map((resource) =>
          queryClient.invalidateQueries({ queryKey: [resource] }),
        ),
      ),
    [queryClient],
  );

  const save = useCallback(
    async ({ driverId, vehicleId }: Assignment) => {
      try {
        await update(
          tripsModule.name,
          {
            id: trip.id,
            data: { ...tripToUpsertBody(trip), driverId, vehicleId },
            previousData: trip,
          },
          { mutationMode: "pessimistic", returnPromise: true },
        );
        setStale(false);
        notify(bookingKey("notifications.updated"), { type: "info" });
        // The update put the saved trip in the cache; the history gains the change.
        await reload([activitiesApiModule.name]);
        return true;
      } catch (error) {
        notifyError(error);
        if (errorStatus(error) === 409) {
          setStale(true);
          await reload([tripsModule.name, activitiesApiModule.name]);
        }
        return false;
      }
    },
    [update, trip, notify, notifyError, reload],
  );

  return { save, pending: isPending, stale };
}
