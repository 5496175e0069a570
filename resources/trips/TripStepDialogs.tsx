import type { Trip } from "../../domain/schemas/trip";
import { CancelDialog } from "./CancelDialog";
import { DelayDialog } from "./DelayDialog";
import type { StepInputs } from "./managementModel";
import { asksAboutReturnLeg } from "./managementModel";
import { NoShowDialog } from "./NoShowDialog";
import { SignatureDialog } from "./SignatureDialog";

/** The steps that ask for more (a signature, a reason, who cancelled) before they are sent. */
export type DialogStep = "complete" | "delay" | "no-show" | "cancel";

/**
 * The dialog of the step being asked for, shared by the driver's page and the trip page's office
 * card: each collects its inputs and hands them to `send`.
 */
export function TripStepDialogs({
  trip,
  dialog,
  busy,
  close,
  send,
}: {
  trip: Trip;
  dialog: DialogStep | null;
  busy: boolean;
  close: () => void;
  send: (event: DialogStep, inputs: StepInputs) => Promise<void>;
}) {
  switch (dialog) {
    case "complete":
      return (
        <SignatureDialog
          open
          pending={busy}
          onClose={close}
          onSubmit={(inputs) => void send("complete", inputs)}
        />
      );
    case "delay":
      return (
        <DelayDialog
          open
          pending={busy}
          onClose={close}
          onSubmit={(reason) => void send("delay", { reason })}
        />
      );
    case "no-show":
      return (
        <NoShowDialog
          open
          pending={busy}
          askReturnLeg={asksAboutReturnLeg(trip)}
          onClose={close}
          onSubmit={(inputs) => void send("no-show", inputs)}
        />
      );
    case "cancel":
      return (
        <CancelDialog
          open
          pending={busy}
          onClose={close}
          onSubmit={(inputs) => void send("cancel", inputs)}
        />
      );
    default:
      return null;
  }
}
