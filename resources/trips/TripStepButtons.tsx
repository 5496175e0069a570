import { useState } from "react";
import { Button, Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import type { Trip, TripEvent } from "../../domain/schemas/trip";
import type { PageActions, StepInputs } from "./managementModel";
import { NoShowCountdown } from "./NoShowCountdown";
import type { DialogStep } from "./TripStepDialogs";
import { TripStepDialogs } from "./TripStepDialogs";
import type { TripStep } from "./useTripStep";

const M = tripsModule.key("management");

const ASKS: ReadonlySet<TripEvent> = new Set<DialogStep>([
  "complete",
  "delay",
  "no-show",
  "cancel",
]);

/** A thumb-sized button: the driver may be wearing gloves, standing at a kerb. */
const BIG = { minHeight: 56, fontSize: "1.05rem" } as const;

/**
 * The buttons the lifecycle table allows now: the next step on the road as one big button, the
 * others (resume, delay, no-show, cancel) under it; the no-show wait counts down in their place.
 */
export function TripStepButtons({
  trip,
  actions,
  step,
  now,
  waitMinutes,
}: {
  trip: Trip;
  actions: PageActions;
  step: TripStep;
  now: Date;
  waitMinutes: number;
}) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<DialogStep | null>(null);
  const busy = step.pending !== null;
  const primary = actions.primary;

  const press = (event: TripEvent) => {
    if (ASKS.has(event)) setDialog(event as DialogStep);
    else void step.run(event);
  };
  const send = async (event: DialogStep, inputs: StepInputs) => {
    if (await step.run(event, inputs)) setDialog(null);
  };
  const label = (event: TripEvent) =>
    translate(step.pending === event ? `${M}.working` : `${M}.steps.${event}`);
  const close = () => setDialog(null);

  return (
    <Stack spacing={1.5}>
      {primary && (
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={BIG}
          disabled={busy}
          onClick={() => press(primary)}
        >
          {label(primary)}
        </Button>
      )}
      {actions.noShowAt && (
        <NoShowCountdown
          until={actions.noShowAt}
          now={now}
          waitMinutes={waitMinutes}
        />
      )}
      {actions.side.map((event) => (
        <Button
          key={event}
          variant={event === "resume" ? "contained" : "outlined"}
          color={
            event === "no-show" || event === "cancel" ? "error" : "primary"
          }
          size="large"
          fullWidth
          sx={BIG}
          disabled={busy}
          onClick={() => press(event)}
        >
          {label(event)}
        </Button>
      ))}
      <TripStepDialogs
        trip={trip}
        dialog={dialog}
        busy={busy}
        close={close}
        send={send}
      />
    </Stack>
  );
}
