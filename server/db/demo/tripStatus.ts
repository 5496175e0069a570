/**
 * The status of a demo trip and the stamps that go with it, consistent with the clock: past trips
 * are mostly completed or cancelled, today's are mixed (in progress among them), future ones pending
 * or confirmed. Every stamp a status implies is set, and none lies in the future.
 */
import { ON_TIME_GRACE_MINUTES } from "../../../domain/analyticsReports";
import type { TripStatus } from "../../../domain/schemas/trip";
import type { trips } from "../schema";
import type { Random } from "./random";
import { HOUR, MIN } from "./units";

const LATE_SHARE = 0.12;

type TripValues = typeof trips.$inferInsert;

export const DISPATCHER = "Dana Data";

const DELAY_REASONS = [
  "Traffic on I-71",
  "Previous trip ran late",
  "Vehicle refuelling",
  "Patient not ready at the door",
];
const CANCEL_REASONS: Record<string, string[]> = {
  patient: ["Appointment rescheduled", "Patient feeling unwell", "Family is driving"],
  facility: ["Appointment moved by the clinic", "Patient admitted to hospital"],
  provider: ["No wheelchair vehicle available", "Driver shortage"],
  dispatch: ["Duplicate booking", "Booked in error"],
}; // prettier-ignore
const UNABLE_TO_SIGN = [
  "Patient asleep; handed over to the nurse on duty",
  "Patient cannot hold a pen",
];

export interface StatusInput {
  pickUp: Date;
  createdAt: Date;
  travel: number;
  now: Date;
  /** The day of the trip relative to today (0 today, negative in the past). */
  dayOffset: number;
  /** Forces a status (the demo driver's day, linked return legs). */
  status?: TripStatus;
  /** For a forced cancellation: who (a return leg follows its cancelled outbound). */
  cancelParty?: string;
  /** Who records a no-show: the assigned driver. */
  driverName: string;
}

/** Picks a status fitting the pick-up time. */
export function statusFor(rnd: Random, s: StatusInput): TripStatus {
  const r = rnd.next();
  const t = s.pickUp.getTime();
  const now = s.now.getTime();
  if (t < now - 3 * HOUR) return r < 0.86 ? "completed" : "cancelled";
  if (t < now) {
    if (r < 0.45) return "in-progress";
    if (r < 0.85) return "completed";
    if (r < 0.9) return "delayed";
    return "cancelled";
  }
  if (s.dayOffset === 0) {
    if (r < 0.6) return "confirmed";
    if (r < 0.8) return "pending";
    if (r < 0.9) return "delayed";
    return "cancelled";
  }
  if (s.dayOffset <= 2) {
    if (r < 0.6) return "confirmed";
    if (r < 0.95) return "pending";
    return "cancelled";
  }
  if (r < 0.35) return "confirmed";
  if (r < 0.95) return "pending";
  return "cancelled";
}

const clampPast = (at: number, now: number) => new Date(Math.min(at, now));

/** The lifecycle columns of a trip in this status. */
export function stampsFor(
  rnd: Random,
  status: TripStatus,
  s: StatusInput,
): Partial<TripValues> {
  const t = s.pickUp.getTime();
  const now = s.now.getTime();
  const created = s.createdAt.getTime();
  const confirmedAt = clampPast(
    Math.min(created + rnd.int(10, 240) * MIN, t - 30 * MIN),
    now,
  );
  const confirmed = {
    confirmed: true,
    confirmedBy: DISPATCHER,
    confirmedAt: new Date(Math.max(confirmedAt.getTime(), created)),
  };
  const started = t - rnd.int(10, 25) * MIN;
  switch (status) {
    case "pending":
      return {};
    case "confirmed":
      return confirmed;
    case "in-progress": {
      // Milestones reached so far, none after now.
      const arrived = t - rnd.int(0, 5) * MIN;
      const onBoard = arrived + rnd.int(3, 10) * MIN;
      const atDropOff = onBoard + s.travel * MIN;
      return {
        ...confirmed,
        tripStartedAt: clampPast(started, now),
        arrivedAtPickUpAt: arrived <= now ? new Date(arrived) : null,
        patientOnBoardAt: onBoard <= now ? new Date(onBoard) : null,
        arrivedAtDropOffAt: atDropOff <= now ? new Date(atDropOff) : null,
      };
    }
    case "completed": {
      // Most drivers arrive a few minutes early; about one pick-up in eight is late (past the grace
      // the on-time rate allows), by up to 40 minutes: the analytics have something to find.
      const arrived =
        rnd.next() < LATE_SHARE
          ? t + rnd.int(ON_TIME_GRACE_MINUTES + 1, 40) * MIN
          : t - rnd.int(0, 8) * MIN;
      const onBoard = arrived + rnd.int(3, 12) * MIN;
      const atDropOff = onBoard + s.travel * MIN;
      const ended = Math.min(atDropOff + rnd.int(2, 8) * MIN, now);
      return {
        ...confirmed,
        tripStartedAt: new Date(Math.min(started, arrived)),
        arrivedAtPickUpAt: new Date(Math.min(arrived, ended)),
        patientOnBoardAt: new Date(Math.min(onBoard, ended)),
        arrivedAtDropOffAt: new Date(Math.min(atDropOff, ended)),
        tripEndedAt: new Date(ended),
        outcomeCode: "completed",
        unableToSignReason: rnd.next() < 0.08 ? rnd.pick(UNABLE_TO_SIGN) : null,
      };
    }
    case "delayed": {
      // Delayed before leaving (back to confirmed on resume) or on the way (back to in-progress).
      const onTheWay = t < now && rnd.next() < 0.5;
      return {
        ...confirmed,
        delayReason: rnd.pick(DELAY_REASONS),
        statusBeforeDelay: onTheWay ? "in-progress" : "confirmed",
        tripStartedAt: onTheWay ? clampPast(started, now) : null,
      };
    }
    case "cancelled":
      return cancellation(rnd, s, confirmed);
  }
}

function cancellation(
  rnd: Random,
  s: StatusInput,
  confirmed: Partial<TripValues>,
): Partial<TripValues> {
  const t = s.pickUp.getTime();
  const now = s.now.getTime();
  const wasConfirmed = rnd.next() < 0.6;
  const party =
    s.cancelParty ??
    rnd.pick([
      "patient",
      "patient",
      "patient",
      "facility",
      "provider",
      "dispatch",
    ]);
  // A no-show needs the driver on site: begun, arrived, then waited past the no-show time.
  if (party === "patient" && t < now - 20 * MIN && rnd.next() < 0.35) {
    const arrived = t - rnd.int(0, 5) * MIN;
    return {
      ...confirmed,
      tripStartedAt: new Date(arrived - rnd.int(10, 25) * MIN),
      arrivedAtPickUpAt: new Date(arrived),
      cancelled: true,
      cancelledBy: s.driverName,
      cancelledAt: new Date(arrived + rnd.int(11, 18) * MIN),
      cancelledByParty: "patient",
      reasonForCancellation: "Patient did not come to the door",
      outcomeCode: "no-show",
    };
  }
  const late = party === "patient" || party === "facility";
  const lead =
    late && rnd.next() < 0.25 ? rnd.int(20, 110) : rnd.int(180, 4000);
  const at = Math.max(
    s.createdAt.getTime() + 5 * MIN,
    Math.min(t - lead * MIN, now - MIN),
  );
  const lateCancel = late && t - at < 2 * 60 * MIN;
  return {
    ...(wasConfirmed ? confirmed : {}),
    cancelled: true,
    cancelledBy: DISPATCHER,
    cancelledAt: new Date(at),
    cancelledByParty: party,
    reasonForCancellation: rnd.pick(CANCEL_REASONS[party] ?? CANCEL_REASONS.dispatch),
    outcomeCode: party === "provider" ? "provider-missed" : lateCancel ? "late-cancel" : "cancelled",
  }; // prettier-ignore
}
