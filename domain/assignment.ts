/**
 * The one assignment check (issue 10): may this driver and this vehicle take this trip? A pure
 * function of facts the server loads (server/trips/assignmentFacts.ts), so the rules can be shown
 * with worked examples on a fixed clock. Every finding is a sentence a dispatcher understands;
 * `blocked` always refuses, `warning` refuses unless the dispatcher gives an override reason, and
 * `note` only informs (issue 22).
 */
import type {
  AssignmentFinding,
  FindingCode,
  FindingSeverity,
} from "./schemas/assignment";
import { FINDING_MESSAGES as M } from "./assignmentMessages";

export { FINDING_MESSAGES } from "./assignmentMessages";

/** When a trip's travel time is unknown, its window is assumed to last this long. */
export const DEFAULT_TRIP_MINUTES = 60;

export interface WindowTrip {
  tripId: string;
  pickUpDatetime: Date;
  travelTimeInMinutes: number | null;
  additionalWaitTimeInMinutes: number;
  /** How the other trip is named in a message ("Pat Rider to Mercy Dialysis"). */
  label: string;
}

export interface AssignmentFacts {
  trip: WindowTrip & {
    patientId: string;
    wheelchairTrip: boolean;
    stretcherTrip: boolean;
    attendantCount: number;
    guestCount: number;
  };
  driver: {
    name: string;
    status: string;
    licenseExpiresOn: string;
    cprCertifiedUntil: string | null;
    wheelchairCertifiedUntil: string | null;
  } | null;
  vehicle: {
    label: string;
    status: string;
    capacity: number;
    wheelchairAccessible: boolean;
    stretcherCapable: boolean;
    insuranceExpiresOn: string | null;
    registrationExpiresOn: string | null;
  } | null;
  /** Other live trips (not cancelled or completed) of the driver, the vehicle and the patient. */
  driverTrips: readonly WindowTrip[];
  vehicleTrips: readonly WindowTrip[];
  patientTrips: readonly WindowTrip[];
  /**
   * The driver's influence attestation on the trip's day: none yet, a clean one, or a statement of
   * being under the influence that no data admin cleared.
   */
  attestation: "none" | "clear" | "under-the-influence";
  /** The trip's calendar day and today's, in the operator's time zone (YYYY-MM-DD). */
  tripDay: string;
  today: string;
  /** Minutes added after each estimated drop-off (ASSIGNMENT_BUFFER_MINUTES). */
  bufferMinutes: number;
  /** Formats an instant as the dispatcher reads it (the operator's time zone), e.g. "09:30". */
  formatTime(instant: Date): string;
}

const MINUTE = 60_000;

/** Pick-up to estimated drop-off plus the buffer, as [start, end) in milliseconds. */
export function tripWindow(
  trip: WindowTrip,
  bufferMinutes: number,
): { start: number; end: number } {
  const start = trip.pickUpDatetime.getTime();
  const minutes =
    (trip.travelTimeInMinutes ?? DEFAULT_TRIP_MINUTES) +
    trip.additionalWaitTimeInMinutes +
    bufferMinutes;
  return { start, end: start + minutes * MINUTE };
}

const overlaps = (
  a: { start: number; end: number },
  b: { start: number; end: number },
) => a.start < b.end && b.start < a.end;

/** Seats the trip takes besides the driver: the patient, attendants and guests. */
export const seatsNeeded = (trip: AssignmentFacts["trip"]) =>
  1 + trip.attendantCount + trip.guestCount;

/** A date before the trip's day is expired on it; no date at all counts as not certified. */
const expiredOn = (date: string | null, day: string) => !date || date < day;

export function checkAssignment(facts: AssignmentFacts): AssignmentFinding[] {
  const findings: AssignmentFinding[] = [];
  const add = (severity: FindingSeverity, code: FindingCode, message: string) =>
    findings.push({ severity, code, message });
  const { trip, driver, vehicle, tripDay } = facts;
  const window = tripWindow(trip, facts.bufferMinutes);
  const firstOverlap = (others: readonly WindowTrip[]) =>
    others.find(
      (o) =>
        o.tripId !== trip.tripId &&
        overlaps(window, tripWindow(o, facts.bufferMinutes)),
    );
  const at = (o: WindowTrip) => facts.formatTime(o.pickUpDatetime);

  if (driver) {
    if (driver.status !== "active")
      add(
        "blocked",
        "driver-not-active",
        M.driverNotActive(driver.name, driver.status),
      );
    const clash = firstOverlap(facts.driverTrips);
    if (clash)
      add(
        "blocked",
        "driver-overlap",
        M.driverOverlap(driver.name, at(clash), clash.label),
      );
    if (expiredOn(driver.licenseExpiresOn, tripDay))
      add(
        "blocked",
        "driver-licence-expired",
        M.licenceExpired(driver.name, driver.licenseExpiresOn, tripDay),
      );
    if (expiredOn(driver.cprCertifiedUntil, tripDay))
      add(
        "blocked",
        "driver-cpr-expired",
        M.cprExpired(driver.name, driver.cprCertifiedUntil, tripDay),
      );
    if (
      trip.wheelchairTrip &&
      expiredOn(driver.wheelchairCertifiedUntil, tripDay)
    )
      add(
        "blocked",
        "driver-wheelchair-certificate-expired",
        M.wheelchairCertificateExpired(
          driver.name,
          driver.wheelchairCertifiedUntil,
          tripDay,
        ),
      );
    // The attestation is made on the day itself, when the driver goes online: planning a future
    // day only notes its absence (no override per card, issue 22); on the day it is a warning.
    // A statement of being under the influence is warned of ahead and refused on the day.
    const ahead = facts.today < tripDay;
    if (facts.attestation === "none") {
      const severity = ahead ? "note" : "warning";
      add(
        severity,
        "attestation-missing",
        M.attestationMissing(driver.name, tripDay, severity),
      );
    } else if (facts.attestation === "under-the-influence")
      add(
        ahead ? "warning" : "blocked",
        "under-the-influence",
        M.underTheInfluence(driver.name, tripDay),
      );
  }

  if (vehicle) {
    if (vehicle.status !== "active")
      add(
        "blocked",
        "vehicle-not-active",
        M.vehicleNotActive(vehicle.label, vehicle.status),
      );
    const clash = firstOverlap(facts.vehicleTrips);
    if (clash)
      add(
        "blocked",
        "vehicle-overlap",
        M.vehicleOverlap(vehicle.label, at(clash), clash.label),
      );
    if (trip.wheelchairTrip && !vehicle.wheelchairAccessible)
      add("blocked", "vehicle-equipment", M.noWheelchairLift(vehicle.label));
    if (trip.stretcherTrip && !vehicle.stretcherCapable)
      add("blocked", "vehicle-equipment", M.noStretcher(vehicle.label));
    if (seatsNeeded(trip) > vehicle.capacity)
      add(
        "blocked",
        "vehicle-seats",
        M.seats(vehicle.label, seatsNeeded(trip), vehicle.capacity),
      );
    if (expiredOn(vehicle.insuranceExpiresOn, tripDay))
      add(
        "blocked",
        "vehicle-insurance-expired",
        M.insuranceExpired(vehicle.label, vehicle.insuranceExpiresOn, tripDay),
      );
    if (expiredOn(vehicle.registrationExpiresOn, tripDay))
      add(
        "blocked",
        "vehicle-registration-expired",
        M.registrationExpired(
          vehicle.label,
          vehicle.registrationExpiresOn,
          tripDay,
        ),
      );
  }

  const patientClash = firstOverlap(facts.patientTrips);
  if (patientClash)
    add(
      "warning",
      "patient-overlap",
      M.patientOverlap(at(patientClash), patientClash.label),
    );
  return findings;
}
