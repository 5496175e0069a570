import { useCallback, useState } from "react";
import { useDataProvider, useNotify, useUpdate } from "react-admin";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useQueryClient } from "@tanstack/react-query";
import { activitiesApiModule, tripsModule } from "../../domain/modules/trips";
import { errorStatus } from "../../src/forms/serverErrors";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { bookingKey } from "./tripFormModel";
import type { TripRecord } from "./tripModel";
import { tripToUpsertBody } from "./tripUpsertBody";
import { refusalFindings } from "../../providers/tripMethods";

export interface Assignment {
  driverId: string | null;
  vehicleId: string | null;
  /** The reason to assign despite the check's warnings (issue 10). */
  overrideReason?: string | null;
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
  const [update, { isPending: updating }] = useUpdate<TripRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [assigning, setAssigning] = useState(false);
  const isPending = updating || assigning;
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
    async ({ driverId, vehicleId, overrideReason }: Assignment) => {
      try {
        if (driverId && vehicleId) {
          // The assignment call: the check's findings refuse it (409) unless overridden.
          setAssigning(true);
          await dataProvider.assignTrip(String(trip.id), {
            driverId,
            vehicleId,
            overrideReason: overrideReason ?? null,
            expectedTripStatus: trip.tripStatus,
          });
          await reload([tripsModule.name]);
        } else {
          await update(
            tripsModule.name,
            {
              id: trip.id,
              data: { ...tripToUpsertBody(trip), driverId, vehicleId },
              previousData: trip,
            },
            { mutationMode: "pessimistic", returnPromise: true },
          );
        }
        setStale(false);
        notify(bookingKey("notifications.updated"), { type: "success" });
        // The update put the saved trip in the cache; the history gains the change.
        await reload([activitiesApiModule.name]);
        return true;
      } catch (error) {
        notifyError(error);
        // A refused assignment is not a stale page: the dialog shows its findings.
        if (errorStatus(error) === 409 && !refusalFindings(error).length) {
          setStale(true);
          await reload([tripsModule.name, activitiesApiModule.name]);
        }
        return false;
      } finally {
        setAssigning(false);
      }
    },
    [update, dataProvider, trip, notify, notifyError, reload],
  );

  return { save, pending: isPending, stale };
}
