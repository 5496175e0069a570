/**
 * Loads what the assignment check (domain/assignment.ts) needs, in a fixed number of queries: the
 * driver, the vehicle, the live trips of the driver, the vehicle and the patient around the trip's
 * window (each on its own pick-up index), and the driver's attestations on the trip's day.
 */
import type { SQL } from "drizzle-orm";
import { and, desc, eq, gte, lt, ne, notInArray } from "drizzle-orm";
import type { AssignmentFacts, WindowTrip } from "../../domain/assignment";
import { DEFAULT_TRIP_MINUTES, checkAssignment } from "../../domain/assignment";
import type { AssignmentFinding } from "../../domain/schemas/assignment";
import { dayBounds, dayIn, timeIn } from "../../domain/zonedTime";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { drivers, influenceStatusRecords, trips, vehicles } from "../db/schema";
import type { TripRecord } from "./rows";

const HOUR = 3_600_000;
/** Trips that no longer occupy anyone. */
const CLOSED = ["cancelled", "completed"];

export const vehicleLabel = (v: {
  make: string;
  model: string;
  licensePlate: string;
}) => `${v.make} ${v.model} (${v.licensePlate})`;

const windowTrip = (t: TripRecord): WindowTrip => ({
  tripId: t.id,
  pickUpDatetime: t.pickUpDatetime,
  travelTimeInMinutes: t.travelTimeInMinutes,
  additionalWaitTimeInMinutes: t.additionalWaitTimeInMinutes,
  label: `${t.patientName || "patient"} to ${t.dropOffAddress.name}`,
});

/** The trip's window may start up to a day-long trip after another began: look that far around it. */
function neighbours(
  db: Db,
  trip: TripRecord,
  owner: SQL,
): Promise<TripRecord[]> {
  const start = trip.pickUpDatetime.getTime();
  const longest = (DEFAULT_TRIP_MINUTES + 24 * 60) * 60_000;
  return db
    .select()
    .from(trips)
    .where(
      and(
        owner,
        ne(trips.id, trip.id),
        notInArray(trips.tripStatus, CLOSED),
        gte(trips.pickUpDatetime, new Date(start - longest)),
        lt(trips.pickUpDatetime, new Date(start + 24 * HOUR)),
      ),
    )
    .limit(200);
}

async function attestationOn(
  db: Db,
  driverId: string,
  day: string,
  timeZone: string,
): Promise<AssignmentFacts["attestation"]> {
  const { start, end } = dayBounds(day, timeZone);
  const rows = await db
    .select({
      under: influenceStatusRecords.underTheInfluenceStatus,
      clearedAt: influenceStatusRecords.clearedAt,
    })
    .from(influenceStatusRecords)
    .where(
      and(
        eq(influenceStatusRecords.driverId, driverId),
        gte(influenceStatusRecords.createdAt, start),
        lt(influenceStatusRecords.createdAt, end),
      ),
    )
    .orderBy(desc(influenceStatusRecords.createdAt))
    .limit(50);
  if (rows.length === 0) return "none";
  // A statement of being under the influence stands that day unless a data admin cleared it.
  return rows.some((r) => r.under && !r.clearedAt)
    ? "under-the-influence"
    : "clear";
}

export interface AssignmentTarget {
  driverId: string | null;
  vehicleId: string | null;
}

/** The facts of assigning this driver and vehicle (either may be null: only its rules run). */
export async function loadAssignmentFacts(
  db: Db,
  config: Pick<Config, "TRIP_TIME_ZONE" | "ASSIGNMENT_BUFFER_MINUTES">,
  trip: TripRecord,
  target: AssignmentTarget,
  now: Date = new Date(),
): Promise<AssignmentFacts> {
  const zone = config.TRIP_TIME_ZONE;
  const tripDay = dayIn(trip.pickUpDatetime, zone);
  const none = Promise.resolve([] as TripRecord[]);
  const [
    driverRows,
    vehicleRows,
    driverTrips,
    vehicleTrips,
    patientTrips,
    attestation,
  ] = await Promise.all([
    target.driverId
      ? db
          .select()
          .from(drivers)
          .where(eq(drivers.id, target.driverId))
          .limit(1)
      : Promise.resolve([]),
    target.vehicleId
      ? db
          .select()
          .from(vehicles)
          .where(eq(vehicles.id, target.vehicleId))
          .limit(1)
      : Promise.resolve([]),
    target.driverId
      ? neighbours(db, trip, eq(trips.driverId, target.driverId))
      : none,
    target.vehicleId
      ? neighbours(db, trip, eq(trips.vehicleId, target.vehicleId))
      : none,
    neighbours(db, trip, eq(trips.patientId, trip.patientId)),
    target.driverId
      ? attestationOn(db, target.driverId, tripDay, zone)
      : Promise.resolve("clear" as const),
  ]);
  const driver = driverRows[0];
  const vehicle = vehicleRows[0];
  return {
    trip: {
      ...windowTrip(trip),
      patientId: trip.patientId,
      wheelchairTrip: trip.wheelchairTrip,
      stretcherTrip: trip.stretcherTrip,
      attendantCount: trip.attendantCount,
      guestCount: trip.guestCount,
    },
    driver: driver
      ? {
          name: `${driver.firstName} ${driver.lastName}`,
          status: driver.status,
          licenseExpiresOn: driver.licenseExpiresOn,
          cprCertifiedUntil: driver.cprCertifiedUntil,
          wheelchairCertifiedUntil: driver.wheelchairCertifiedUntil,
        }
      : null,
    vehicle: vehicle
      ? {
          label: vehicleLabel(vehicle),
          status: vehicle.status,
          capacity: vehicle.capacity,
          wheelchairAccessible: vehicle.wheelchairAccessible,
          stretcherCapable: vehicle.stretcherCapable,
          insuranceExpiresOn: vehicle.insuranceExpiresOn,
          registrationExpiresOn: vehicle.registrationExpiresOn,
        }
      : null,
    driverTrips: driverTrips.map(windowTrip),
    vehicleTrips: vehicleTrips.map(windowTrip),
    // The trip's own other leg is the same journey, not a clash.
    patientTrips: patientTrips
      .filter((t) => t.id !== trip.linkedTripId && t.linkedTripId !== trip.id)
      .map(windowTrip),
    attestation,
    tripDay,
    today: dayIn(now, zone),
    bufferMinutes: config.ASSIGNMENT_BUFFER_MINUTES,
    formatTime: (instant) => timeIn(instant, zone),
  };
}

/** The check's findings for assigning this driver and vehicle to the trip as it stands. */
export async function assignmentFindings(
  db: Db,
  config: Pick<Config, "TRIP_TIME_ZONE" | "ASSIGNMENT_BUFFER_MINUTES">,
  trip: TripRecord,
  target: AssignmentTarget,
): Promise<AssignmentFinding[]> {
  if (!target.driverId && !target.vehicleId) return [];
  return checkAssignment(await loadAssignmentFacts(db, config, trip, target));
}
