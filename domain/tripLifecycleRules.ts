/**
 * The words and constants of the trip lifecycle (domain/tripLifecycle.ts): kept apart so the table
 * reads as moves, and so screens can show the same reasons the server answers.
 */
import type { TripEvent, TripStatus } from "./schemas/trip";

/**
 * A cancellation this close to the pick-up (by the patient or the facility) is a late cancel: the
 * vehicle was already planned for it. Provider and dispatch cancellations are never late cancels.
 */
export const LATE_CANCEL_HOURS = 2;

/** patient-ready may name a pick-up a little in the past (clocks differ, the form was open). */
export const PATIENT_READY_PAST_TOLERANCE_MINUTES = 5;

const STATUS_WORDS: Record<TripStatus, string> = {
  pending: "pending",
  confirmed: "confirmed",
  "in-progress": "in progress",
  completed: "completed",
  delayed: "delayed",
  cancelled: "cancelled",
};

/** How a refused move is named: "A trip that is completed cannot be begun." */
const EVENT_WORDS: Record<TripEvent, string> = {
  confirm: "confirmed",
  begin: "begun",
  arrived: "marked as arrived at pick-up",
  "on-board": "marked with the patient on board",
  "arrived-dropoff": "marked as arrived at drop-off",
  complete: "completed",
  delay: "delayed",
  resume: "resumed",
  cancel: "cancelled",
  "no-show": "recorded as a no-show",
  "patient-ready": "marked as patient ready",
};

export const statusWord = (status: string): string =>
  (STATUS_WORDS as Record<string, string>)[status] ?? status;

export const cannotMessage = (status: string, event: TripEvent): string =>
  `A trip that is ${statusWord(status)} cannot be ${EVENT_WORDS[event]}.`;

export const LIFECYCLE_MESSAGES = {
  noDriver: "Assign a driver before the trip is begun.",
  arriveFirst: "Record the arrival at pick-up first.",
  onBoardFirst: "Record the patient on board first.",
  dropOffFirst: "Record the arrival at drop-off first.",
  alreadyArrived: "The arrival at pick-up is already recorded.",
  alreadyOnBoard: "The patient is already on board.",
  alreadyDroppedOff: "The arrival at drop-off is already recorded.",
  onBoardNoCancel:
    "The patient is on board: the trip can no longer be cancelled.",
  onBoardNoShow: "The patient is on board: this is not a no-show.",
  noShowWait: (minutes: number) =>
    `A no-show can be recorded ${minutes} minutes after the arrival at pick-up.`,
  notWillCall: "Only a will-call return leg waits for the patient to be ready.",
  alreadyReady: "This return leg was already marked as patient ready.",
  resumeTarget: (status: string) =>
    `A delayed trip resumes as ${statusWord(status)}.`,
  reasonRequired: "Enter the reason.",
  partyRequired: "Choose who cancelled the trip.",
  signatureRequired:
    "Have the patient sign, or enter why the patient is unable to sign.",
  pickUpInPast: "The pick-up time cannot be in the past.",
  noReturnLeg: "This trip has no return leg to cancel.",
  driverOnly: "Only the assigned driver can record this step.",
  dispatchOnly: "Only dispatch can make this change.",
  requestOnlyPending:
    "Ask dispatch to cancel a trip that is already confirmed.",
  patientReadyWho:
    "Only the facility, the booking customer or dispatch can mark the patient ready.",
  noShowReason: "The patient did not show.",
  returnLegReason: "The outbound leg was a no-show.",
  illegalStatusChange: (from: string, to: string) =>
    `A trip cannot go from ${statusWord(from)} to ${statusWord(to)}.`,
} as const;
