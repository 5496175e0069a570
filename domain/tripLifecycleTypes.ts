/**
 * The types of the trip lifecycle table (domain/tripLifecycle.ts), and its small shared helpers.
 */
import type {
  CANCELLING_PARTIES,
  OUTCOME_CODES,
  TripEvent,
  TripStatus,
} from "./schemas/trip";
import { DEFAULT_NO_SHOW_WAIT_MINUTES } from "./schemas/trip";

export type Instant = Date | string | null | undefined;
export type CancellingParty = (typeof CANCELLING_PARTIES)[number];
export type OutcomeCode = (typeof OUTCOME_CODES)[number];

/**
 * The trip fields the table reads. Both the read-side Trip (ISO strings) and the database row
 * (Dates) fit, so the server and the screens ask the same table.
 */
export interface LifecycleTrip {
  tripStatus: string;
  driverId: string | null;
  direction: string;
  linkedTripId: string | null;
  willCall: boolean;
  willCallActivatedAt?: Instant;
  pickUpDatetime: Date | string;
  arrivedAtPickUpAt: Instant;
  patientOnBoardAt: Instant;
  arrivedAtDropOffAt: Instant;
  statusBeforeDelay: string | null;
}

/** The fields a move writes (database values: Dates), ready for the conditional update. */
export interface LifecycleChanges {
  tripStatus?: TripStatus;
  confirmed?: boolean;
  confirmedBy?: string;
  confirmedAt?: Date;
  tripStartedAt?: Date;
  startedOnBehalf?: boolean;
  arrivedAtPickUpAt?: Date;
  patientOnBoardAt?: Date;
  arrivedAtDropOffAt?: Date;
  tripEndedAt?: Date;
  outcomeCode?: OutcomeCode;
  unableToSignReason?: string | null;
  delayReason?: string | null;
  statusBeforeDelay?: TripStatus | null;
  cancelled?: boolean;
  cancelledBy?: string;
  cancelledAt?: Date;
  reasonForCancellation?: string;
  cancelledByParty?: CancellingParty;
  willCallActivatedAt?: Date;
  pickUpDatetime?: Date;
}

export interface TripActor {
  userId: string;
  /** "First Last", written to confirmedBy / cancelledBy. */
  name: string;
  /** The trip's driver is the driver record linked to this user. */
  isAssignedDriver: boolean;
  mayModifyTrips: boolean;
  mayStartStop: boolean;
  mayRequestTrips: boolean;
}

export interface TripEventInput {
  event: TripEvent;
  actor: TripActor;
  now: Date;
  reason?: string | null;
  cancelledByParty?: CancellingParty | null;
  hasSignature?: boolean;
  unableToSignReason?: string | null;
  /** Whether the browser gave a position (the server records its absence in the activity). */
  hasPosition?: boolean;
  /** patient-ready: when the return leg is picked up (default now). */
  pickUpAt?: Date | null;
  /** resume through the upsert: the status asked for must be the one before the delay. */
  toStatus?: TripStatus;
}

export interface LifecycleOptions {
  noShowWaitMinutes: number;
}

export const DEFAULT_LIFECYCLE_OPTIONS: LifecycleOptions = {
  noShowWaitMinutes: DEFAULT_NO_SHOW_WAIT_MINUTES,
};

export type LifecycleFailure = {
  ok: false;
  status: 403 | 409 | 422;
  message: string;
  field?: string;
};
export type LifecycleResult =
  { ok: true; changes: LifecycleChanges; onBehalf: boolean } | LifecycleFailure;

export const fail = (
  status: 403 | 409 | 422,
  message: string,
  field?: string,
): LifecycleFailure =>
  field
    ? { ok: false, status, message, field }
    : { ok: false, status, message };

export const time = (value: Instant): number | null =>
  value === null || value === undefined ? null : new Date(value).getTime();
