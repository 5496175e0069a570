/**
 * The analytics world's trips (./analyticsWorld.ts): per facility, on time, late, no-show, late
 * cancel, cancelled, will-call legs; trips without a facility; today's; one outside every window.
 */
import type { Db } from "../../../server/db/client";
import { insertTrip } from "./tripFactories";

const MINUTE = 60_000;
const DAY = 86_400_000;

/** An instant `daysAgo` days before now at hh:00 UTC (14–20 UTC stays inside a New York day). */
export const ago = (daysAgo: number, hourUtc: number) => {
  const d = new Date(Date.now() - daysAgo * DAY);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d;
};
export const plus = (d: Date, minutes: number) =>
  new Date(d.getTime() + minutes * MINUTE);

/** A served trip: arrival `lateBy` minutes after the pick-up, then on board and dropped off. */
function served(pickUp: Date, lateBy: number, rideMinutes = 30) {
  const arrived = plus(pickUp, lateBy);
  return {
    pickUpDatetime: pickUp,
    tripStatus: "completed",
    arrivedAtPickUpAt: arrived,
    patientOnBoardAt: plus(arrived, 5),
    arrivedAtDropOffAt: plus(arrived, 5 + rideMinutes),
  };
}

export async function seedTrips(
  db: Db,
  alpha: string,
  beta: string,
  ann: string,
  bob: string,
) {
  const rows = [
    // Alpha: on time (ann), late (bob), no-show, late cancel, will-call return waited 25 min.
    {
      facilityId: alpha,
      driverId: ann,
      payorType: "medicaid",
      distanceInMiles: 12.5,
      fareTotalCents: 4500,
      ...served(ago(3, 15), 5),
    },
    {
      facilityId: alpha,
      driverId: bob,
      payorType: "private",
      distanceInMiles: 3.2,
      fareTotalCents: 2000,
      ...served(ago(4, 16), 30, 45),
    },
    {
      facilityId: alpha,
      driverId: ann,
      pickUpDatetime: ago(5, 15),
      tripStatus: "cancelled",
      outcomeCode: "no-show",
      arrivedAtPickUpAt: plus(ago(5, 15), 2),
      cancelledByParty: "patient",
      reasonForCancellation: "Patient not present",
    },
    {
      facilityId: alpha,
      pickUpDatetime: ago(6, 17),
      tripStatus: "cancelled",
      outcomeCode: "late-cancel",
      cancelledByParty: "facility",
      reasonForCancellation: "Appointment moved",
    },
    {
      facilityId: alpha,
      driverId: ann,
      payorType: "medicaid",
      distanceInMiles: 7,
      fareTotalCents: 3000,
      willCall: true,
      willCallActivatedAt: plus(ago(7, 17), -25),
      ...served(ago(7, 17), 0),
    },
    // Beta: on time (bob), late (ann), cancelled by the patient, will-call waited 45 min, no-show.
    {
      facilityId: beta,
      driverId: bob,
      payorType: "medicare",
      distanceInMiles: 20,
      fareTotalCents: 8000,
      ...served(ago(3, 18), 15),
    },
    {
      facilityId: beta,
      driverId: ann,
      payorType: "medicare",
      distanceInMiles: 4.4,
      fareTotalCents: 1500,
      ...served(ago(8, 15), 16, 20),
    },
    {
      facilityId: beta,
      pickUpDatetime: ago(9, 15),
      tripStatus: "cancelled",
      cancelledByParty: "patient",
      reasonForCancellation: "Feeling unwell",
    },
    {
      facilityId: beta,
      driverId: bob,
      willCall: true,
      willCallActivatedAt: plus(ago(10, 19), -45),
      ...served(ago(10, 19), 0),
    },
    {
      facilityId: beta,
      pickUpDatetime: ago(11, 15),
      tripStatus: "cancelled",
      outcomeCode: "no-show",
      cancelledByParty: "patient",
      reasonForCancellation: "Patient not present",
    },
    // No facility: a private trip on time; a will-call never activated.
    {
      facilityId: null,
      driverId: ann,
      payorType: "private",
      distanceInMiles: 2,
      fareTotalCents: 1200,
      ...served(ago(2, 15), 0),
    },
    {
      facilityId: null,
      willCall: true,
      pickUpDatetime: ago(2, 19),
      tripStatus: "pending",
    },
    // Today and just after: unassigned soon (alpha), assigned later, one earlier trip.
    {
      facilityId: alpha,
      pickUpDatetime: plus(new Date(), 30),
      tripStatus: "pending",
    },
    {
      facilityId: beta,
      driverId: bob,
      pickUpDatetime: plus(new Date(), 60),
      tripStatus: "confirmed",
    },
    { facilityId: alpha, driverId: ann, ...served(plus(new Date(), -60), 20) },
    // Outside every window: 40 days ago.
    { facilityId: alpha, ...served(ago(40, 15), 0) },
  ];
  const ids: string[] = [];
  for (const row of rows) ids.push((await insertTrip(db, row)).id);
  return ids;
}
