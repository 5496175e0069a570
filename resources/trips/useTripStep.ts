import type { ClientScreen } from "../../domain/activityScreens";
import { useCallback, useState } from "react";
import { useDataProvider, useNotify } from "react-admin";
import { useQueryClient } from "@tanstack/react-query";
import { activitiesApiModule, tripsModule } from "../../domain/modules/trips";
import { tripsInProgressModule } from "../../domain/modules/tripsInProgress";
import type { Trip, TripEvent } from "../../domain/schemas/trip";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { errorStatus } from "../../src/forms/serverErrors";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { requestStepPosition } from "../../src/session/positionModel";
import type { StepInputs } from "./managementModel";
import { MANAGEMENT_SCREEN, stepBody } from "./managementModel";

const M = tripsModule.key("management");

export interface TripStep {
  /** Records one step; true when the server accepted it (dialogs close only then). */
  run(event: TripEvent, inputs?: StepInputs): Promise<boolean>;
  /** The step being recorded (its button shows it). */
  pending: TripEvent | null;
  /** The last call found the trip moved on (409): it was reloaded. */
  stale: boolean;
}

export interface TripStepOptions {
  /** The screen recorded in the activity (default: the driver's page). */
  screen?: ClientScreen;
  /**
   * Ask the browser for its position (default yes): the road steps carry it; the office's steps
   * (the trip page) leave it out rather than prompt a dispatcher for a desk's location.
   */
  withPosition?: boolean;
  /** The success toast's i18n key for an event (default: the driver's page's). */
  doneKey?: (event: TripEvent) => string;
}

const managementDone = (event: TripEvent) => `${M}.done.${event}`;

/**
 * POST /trips/{id}/events from the driver's page (or, with options, the trip page): the status
 * shown as expectedTripStatus, the browser's position when it answers within a few seconds (never
 * waited on longer), the screen.
 * Success or refusal, the trip (and the lists that show it) are re-read; a 409 says so.
 */
export function useTripStep(
  trip: Trip,
  {
    screen = MANAGEMENT_SCREEN,
    withPosition = true,
    doneKey = managementDone,
  }: TripStepOptions = {},
): TripStep {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [pending, setPending] = useState<TripEvent | null>(null);
  const [stale, setStale] = useState(false);

  const reload = useCallback(
    () =>
      Promise.all(
        [
          tripsModule.name,
          tripsInProgressModule.name,
          // The trip page's history shows the step just recorded.
          activitiesApiModule.name,
        ].map((resource) =>
          queryClient.invalidateQueries({ queryKey: [resource] }),
        ),
      ),
    [queryClient],
  );

  const run = useCallback(
    async (event: TripEvent, inputs: StepInputs = {}) => {
      setPending(event);
      try {
        const position = withPosition ? await requestStepPosition() : undefined;
        await dataProvider.tripEvent(
          trip.tripId,
          stepBody(event, trip, position, inputs, screen),
        );
        setStale(false);
        notify(doneKey(event), { type: "success" });
        await reload();
        return true;
      } catch (error) {
        notifyError(error);
        if (errorStatus(error) === 409) {
          setStale(true);
          await reload();
        }
        return false;
      } finally {
        setPending(null);
      }
    },
    [
      dataProvider,
      trip,
      notify,
      notifyError,
      reload,
      screen,
      withPosition,
      doneKey,
    ],
  );

  return { run, pending, stale };
}
