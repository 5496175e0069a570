/**
 * What each lifecycle move writes, after its input checks (422): the second half of the table in
 * domain/tripLifecycle.ts.
 */
import type { TripStatus } from "./schemas/trip";
import { driving } from "./tripLifecycleChecks";
import {
  LATE_CANCEL_HOURS,
  LIFECYCLE_MESSAGES as M,
  PATIENT_READY_PAST_TOLERANCE_MINUTES,
} from "./tripLifecycleRules";
import type {
  CancellingParty,
  LifecycleChanges,
  LifecycleFailure,
  LifecycleTrip,
  TripEventInput,
} from "./tripLifecycleTypes";
import { fail } from "./tripLifecycleTypes";

/** The status a resumed trip goes back to (the one before the delay; confirmed if unknown). */
const resumeStatus = (trip: LifecycleTrip): TripStatus =>
  trip.statusBeforeDelay === "in-progress" ? "in-progress" : "confirmed";

const isLateCancel = (
  trip: LifecycleTrip,
  party: CancellingParty,
  now: Date,
): boolean =>
  (party === "patient" || party === "facility") &&
  new Date(trip.pickUpDatetime).getTime() - now.getTime() <
    LATE_CANCEL_HOURS * 3_600_000;

const filled = (text: string | null | undefined): text is string =>
  typeof text === "string" && text.trim() !== "";

/** 422 checks on the inputs, then the fields the move writes. */
export function buildChanges(
  trip: LifecycleTrip,
  input: TripEventInput,
): { changes: LifecycleChanges } | LifecycleFailure {
  const { event, actor, now } = input;
  switch (event) {
    case "confirm":
      return {
        changes: {
          tripStatus: "confirmed",
          confirmed: true,
          confirmedBy: actor.name,
          confirmedAt: now,
        },
      };
    case "begin":
      return {
        changes: {
          tripStatus: "in-progress",
          tripStartedAt: now,
          startedOnBehalf: !driving(actor),
        },
      };
    case "arrived":
      return { changes: { arrivedAtPickUpAt: now } };
    case "on-board":
      return { changes: { patientOnBoardAt: now } };
    case "arrived-dropoff":
      return { changes: { arrivedAtDropOffAt: now } };
    case "complete": {
      const unable = filled(input.unableToSignReason)
        ? input.unableToSignReason.trim()
        : null;
      if (!input.hasSignature && !unable)
        return fail(422, M.signatureRequired, "signature");
      return {
        changes: {
          tripStatus: "completed",
          tripEndedAt: now,
          outcomeCode: "completed",
          unableToSignReason: input.hasSignature ? null : unable,
        },
      };
    }
    case "delay":
      if (!filled(input.reason)) return fail(422, M.reasonRequired, "reason");
      return {
        changes: {
          tripStatus: "delayed",
          delayReason: input.reason.trim(),
          statusBeforeDelay: trip.tripStatus as TripStatus,
        },
      };
    case "resume": {
      const back = resumeStatus(trip);
      if (input.toStatus && input.toStatus !== back)
        return fail(409, M.resumeTarget(back), "tripStatus");
      return {
        changes: {
          tripStatus: back,
          statusBeforeDelay: null,
          delayReason: null,
        },
      };
    }
    case "cancel": {
      if (!filled(input.reason)) return fail(422, M.reasonRequired, "reason");
      if (!input.cancelledByParty)
        return fail(422, M.partyRequired, "cancelledByParty");
      const party = input.cancelledByParty;
      return {
        changes: {
          ...cancellation(actor.name, now, input.reason.trim(), party),
          outcomeCode: isLateCancel(trip, party, now)
            ? "late-cancel"
            : "cancelled",
        },
      };
    }
    case "no-show":
      return {
        changes: {
          ...cancellation(
            actor.name,
            now,
            filled(input.reason) ? input.reason.trim() : M.noShowReason,
            input.cancelledByParty ?? "patient",
          ),
          outcomeCode: "no-show",
        },
      };
    case "patient-ready": {
      const pickUp = input.pickUpAt ?? now;
      const earliest =
        now.getTime() - PATIENT_READY_PAST_TOLERANCE_MINUTES * 60_000;
      if (pickUp.getTime() < earliest)
        return fail(422, M.pickUpInPast, "pickUpDatetime");
      return { changes: { willCallActivatedAt: now, pickUpDatetime: pickUp } };
    }
  }
}

export const cancellation = (
  name: string,
  now: Date,
  reason: string,
  party: CancellingParty,
): LifecycleChanges => ({
  tripStatus: "cancelled",
  cancelled: true,
  cancelledBy: name,
  cancelledAt: now,
  reasonForCancellation: reason,
  cancelledByParty: party,
});
