import { CLIENT_SCREENS } from "../../../domain/activityScreens";
import { useState } from "react";
import type { FormEvent } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material";
import type { ButtonProps } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import { tripsModule } from "../../../domain/modules/trips";
import { tripsInProgressModule } from "../../../domain/modules/tripsInProgress";
import type { Trip } from "../../../domain/schemas/trip";
import { availableEvents } from "../../../domain/tripLifecycle";
import type { AppDataProvider } from "../../../providers/appDataProvider";
import { useNotifyError } from "../../notifications/useNotifyError";
import { tripActor } from "../../session/tripActor";
import { useCurrentUser } from "../../session/useCurrentUser";

const R = tripsModule.key("management.patientReady");

/** A datetime-local input's value ("2026-03-04T14:30") for an instant, in local time. */
const localInputValue = (date: Date): string => {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

type ReadyTrip = Pick<
  Trip,
  | "tripId"
  | "tripStatus"
  | "driverId"
  | "direction"
  | "linkedTripId"
  | "willCall"
  | "willCallActivatedAt"
  | "pickUpDatetime"
  | "arrivedAtPickUpAt"
  | "patientOnBoardAt"
  | "arrivedAtDropOffAt"
  | "statusBeforeDelay"
>;

/**
 * "Patient ready" on a will-call return leg (issue 9): the facility (or the booking customer, or
 * dispatch) says the patient can be picked up; the return leg gets its pick-up time (now by
 * default) through POST /trips/{id}/events {event: "patient-ready"}. Renders nothing unless the
 * lifecycle table allows the move for the signed-in user, so it can sit on any trip screen.
 */
export function PatientReadyButton({
  trip,
  size = "medium",
  onDone,
}: {
  trip: ReadyTrip;
  size?: ButtonProps["size"];
  /** After the server accepted it (the trip queries are re-read anyway). */
  onDone?: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [pickUpAt, setPickUpAt] = useState("");
  const [pending, setPending] = useState(false);

  const allowed = availableEvents(
    trip,
    tripActor(user, trip),
    new Date(),
  ).includes("patient-ready");
  if (!allowed) return null;

  const show = () => {
    setPickUpAt(localInputValue(new Date()));
    setOpen(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(pickUpAt);
    setPending(true);
    try {
      await dataProvider.tripEvent(trip.tripId, {
        event: "patient-ready",
        expectedTripStatus: trip.tripStatus,
        ...(Number.isNaN(at.getTime())
          ? {}
          : { pickUpDatetime: at.toISOString() }),
        screen: CLIENT_SCREENS.patientReady,
      });
      notify(`${R}.done`, { type: "success" });
      setOpen(false);
      await Promise.all(
        [tripsModule.name, tripsInProgressModule.name].map((resource) =>
          queryClient.invalidateQueries({ queryKey: [resource] }),
        ),
      );
      onDone?.();
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        variant="contained"
        color="success"
        size={size}
        onClick={(e) => {
          // In a list row, the row's own click must not also fire.
          e.stopPropagation();
          show();
        }}
      >
        {translate(`${R}.button`)}
      </Button>
      <Dialog
        open={open}
        onClose={pending ? undefined : () => setOpen(false)}
        aria-labelledby="patient-ready-title"
        onClick={(e) => e.stopPropagation()}
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle id="patient-ready-title">
            {translate(`${R}.title`)}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(`${R}.message`)}</DialogContentText>
            <TextField
              type="datetime-local"
              fullWidth
              margin="normal"
              label={translate(`${R}.pickUpAt`)}
              value={pickUpAt}
              onChange={(e) => setPickUpAt(e.target.value)}
              disabled={pending}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={pending}>
              {translate("ra.action.cancel")}
            </Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {translate(`${R}.submit`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
