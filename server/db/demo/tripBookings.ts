/**
 * One demo booking: an outbound trip and, for a round trip, its linked return leg (a will-call when
 * the patient's ready time was not known), priced with domain/fare.ts and stamped for its status.
 */
import { randomUUID } from "node:crypto";
import type { DatedPriceList } from "../../../domain/fare";
import { computeFare, priceInEffect } from "../../../domain/fare";
import type { TripAddress, TripStatus } from "../../../domain/schemas/trip";
import type { PatientAddress, trips } from "../schema";
import {
  DESTINATIONS,
  facilityStop,
  roadMiles,
  travelMinutes,
} from "./tripPlaces";
import { stampsFor, statusFor } from "./tripStatus";
import type { Random } from "./random";
import { pad } from "./random";
import { HOUR, MIN } from "./units";

export type TripValues = typeof trips.$inferInsert;

export interface DemoPatient {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  addresses: PatientAddress[];
  wheelchair: boolean;
  stretcher: boolean;
  insuranceProviderId: string | null;
  insurancePolicyId: string | null;
  facilityId: string | null;
}
export interface DemoFacility {
  id: string;
  name: string;
  facilityType: string;
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}
export interface DemoPerson {
  id: string;
  name: string;
  email: string;
}
export interface DemoDriver {
  id: string;
  name: string;
  userId: string | null;
}
export interface DemoVehicle {
  id: string;
  wheelchairAccessible: boolean;
  stretcherCapable: boolean;
}

/** What every booking draws from (loaded once by seedTrips). */
export interface BookingContext {
  rnd: Random;
  now: Date;
  prices: DatedPriceList[];
  facilities: Map<string, DemoFacility>;
  homes: Map<string, TripAddress>;
  drivers: DemoDriver[];
  vehicles: DemoVehicle[];
  /** Who books for a facility's patients (the care home's nurse and admin); others: dispatch. */
  bookersByFacility: Map<string, DemoPerson[]>;
  dispatcher: DemoPerson;
  customer: DemoPerson;
  customerPatients: Set<string>;
  /** driver@example.com's account: its driver record gets a full day today. */
  demoDriverUserId: string;
}

export interface BookingRequest {
  patient: DemoPatient;
  pickUp: Date;
  dayOffset: number;
  /** The demo driver's day: this driver and status, one leg. */
  driver?: DemoDriver;
  status?: TripStatus;
}

const PURPOSES = ["doctor_appointment", "doctor_appointment", "doctor_appointment", "dialysis", "dialysis", "therapy", "behavioral_health", "other"] as const; // prettier-ignore
const WITH_APPOINTMENT = new Set(["doctor_appointment", "dialysis", "therapy", "behavioral_health"]); // prettier-ignore
const SERVICE_LEVELS = ["door-to-door", "door-to-door", "curb-to-curb", "door-through-door"] as const; // prettier-ignore

/** The demo operator's calendar day of an instant (TRIP_TIME_ZONE's default zone). */
export const operatorDay = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);

const bookingTypeOf = (facility: DemoFacility | null) =>
  facility?.facilityType === "hospital"
    ? "hospital"
    : facility?.facilityType === "facility"
      ? "facility"
      : "private";

/** The legs of one booking: [outbound] or [outbound, return]. */
export function buildBooking(
  ctx: BookingContext,
  req: BookingRequest,
): TripValues[] {
  const { rnd, now } = ctx;
  const { patient } = req;
  const facility = patient.facilityId
    ? (ctx.facilities.get(patient.facilityId) ?? null)
    : null;
  const forCustomer = ctx.customerPatients.has(patient.id);
  const bookingType = forCustomer ? "private" : bookingTypeOf(facility);
  const booker = forCustomer
    ? ctx.customer
    : rnd.pick(
        ctx.bookersByFacility.get(patient.facilityId ?? "") ?? [ctx.dispatcher],
      );
  const home = ctx.homes.get(patient.id)!;
  const purpose =
    facility?.facilityType === "hospital" && rnd.next() < 0.5
      ? rnd.pick(["hospital_discharge", "hospital_admission"] as const)
      : rnd.pick(PURPOSES);
  const hospitalStop = facility ? facilityStop(facility) : home;
  const origin =
    purpose === "hospital_discharge"
      ? hospitalStop
      : facility?.facilityType === "facility"
        ? facilityStop(facility)
        : home;
  const destination = purpose === "hospital_discharge" ? home
    : purpose === "hospital_admission" ? hospitalStop
    : purpose === "dialysis" ? rnd.pick(DESTINATIONS.filter((d) => d.name.includes("Dialysis")))
    : rnd.pick(DESTINATIONS); // prettier-ignore
  const stretcherTrip = patient.stretcher || rnd.next() < 0.04;
  // Most riders walk (issue 22): a wheelchair trip only for a patient who uses one.
  const wheelchairTrip = !stretcherTrip && patient.wheelchair;
  const insured = !!patient.insuranceProviderId && rnd.next() < 0.5;
  const payorType = insured
    ? "insurance"
    : bookingType === "private"
      ? "private"
      : "facility";
  const roundTrip =
    !req.status && !purpose.startsWith("hospital_") && rnd.next() < 0.35;
  const miles = roadMiles(origin, destination);
  const travel = travelMinutes(miles);
  const wait = rnd.next() < 0.15 ? rnd.pick([10, 15, 30]) : 0;
  const created = new Date(
    Math.min(req.pickUp.getTime() - 2 * HOUR, now.getTime() - 10 * MIN) -
      rnd.int(0, 6 * 24) * HOUR - rnd.int(0, 59) * MIN,
  ); // prettier-ignore

  const shared: Omit<
    TripValues,
    "pickUpDatetime" | "pickUpAddress" | "dropOffAddress"
  > = {
    bookingUserId: booker.id,
    patientId: patient.id,
    tripPurpose: purpose,
    bookingType,
    wheelchairTrip,
    stretcherTrip,
    payorType,
    patientIsAwakeAndAlert: rnd.next() < 0.9,
    isRoundTrip: roundTrip,
    additionalWaitTimeInMinutes: wait,
    facilityId:
      bookingType === "private" && !facility ? null : (facility?.id ?? null),
    requesterName: booker.name,
    requesterEmail: booker.email,
    requesterPhoneNumber: "(614) 555-0199",
    caseManagerName: facility ? `${facility.name} case desk` : null,
    privatePayorName:
      payorType === "private"
        ? `${patient.firstName} ${patient.lastName}`
        : null,
    privatePayorPhoneNumber: payorType === "private" ? patient.phone : null,
    insuranceProviderId:
      payorType === "insurance" ? patient.insuranceProviderId : null,
    insurancePolicyId:
      payorType === "insurance" ? patient.insurancePolicyId : null,
    distanceInMiles: miles,
    travelTimeInMinutes: travel,
    // Straight line × road factor between centroids and clinic points: an estimate (issue 22).
    distanceEstimated: true,
    attendantCount: rnd.next() < 0.15 ? 1 : 0,
    guestCount: rnd.next() < 0.1 ? rnd.int(1, 2) : 0,
    oxygen: rnd.next() < 0.05,
    serviceLevel: rnd.pick(SERVICE_LEVELS),
    specialInstructions:
      rnd.next() < 0.1 ? "Call on arrival; side entrance." : null,
    createdAt: created,
  };
  // As server/trips/fare.ts prices a booking: each leg as one leg, on the pick-up's day in the
  // operator's zone, the waiting charged once, on the outbound leg.
  const fareOf = (pickUp: Date, waited: number) => {
    const price = priceInEffect(ctx.prices, bookingType, operatorDay(pickUp));
    if (!price) return { fare: null, fareId: null, fareTotalCents: null };
    const fare = computeFare(price, {
      distanceInMiles: miles,
      wheelchairTrip,
      stretcherTrip,
      additionalWaitTimeInMinutes: waited,
      isRoundTrip: false,
    });
    return { fare, fareId: randomUUID(), fareTotalCents: fare.totalCents };
  };

  const outId = randomUUID();
  const outStatus = req.status ?? statusFor(rnd, { pickUp: req.pickUp, createdAt: created, travel, now, dayOffset: req.dayOffset, driverName: "" }); // prettier-ignore
  const out = leg(ctx, {
    ...shared, ...fareOf(req.pickUp, wait), id: outId,
    pickUpDatetime: req.pickUp, pickUpAddress: origin, dropOffAddress: destination,
    appointmentAt: WITH_APPOINTMENT.has(purpose)
      ? new Date(Math.ceil((req.pickUp.getTime() + (travel + rnd.int(15, 30)) * MIN) / (5 * MIN)) * 5 * MIN)
      : null,
    pickUpRoomNumber: facility ? `${rnd.int(1, 4)}${pad(rnd.int(1, 40), 2)}` : null,
  }, outStatus, req); // prettier-ignore
  if (!roundTrip) return [out];

  const willCall = rnd.next() < 0.4;
  const back = new Date(
    Math.ceil(
      (req.pickUp.getTime() + (travel + rnd.int(90, 180)) * MIN) / (15 * MIN),
    ) *
      15 *
      MIN,
  );
  const backStatus: TripStatus =
    outStatus === "cancelled" ? "cancelled"
    : outStatus === "completed" ? statusFor(rnd, { pickUp: back, createdAt: created, travel, now, dayOffset: req.dayOffset, driverName: "" })
    : outStatus === "pending" ? "pending" : "confirmed"; // prettier-ignore
  const ret = leg(ctx, {
    ...shared, ...fareOf(back, 0), id: randomUUID(), additionalWaitTimeInMinutes: 0,
    pickUpDatetime: back, pickUpAddress: destination, dropOffAddress: origin,
    direction: "return", willCall, linkedTripId: outId,
    dropOffRoomNumber: out.pickUpRoomNumber,
  }, backStatus, { ...req, pickUp: back }); // prettier-ignore
  out.linkedTripId = ret.id;
  // The patient called: a will-call return gets its time when the patient is ready.
  const underway = ["in-progress", "completed", "delayed"].includes(backStatus);
  if (willCall && (underway || (backStatus === "confirmed" && back < now)))
    ret.willCallActivatedAt = new Date(back.getTime() - rnd.int(20, 60) * MIN);
  return [out, ret];
}

/** A leg with its status, its stamps and, once confirmed, a driver and a fitting vehicle. */
function leg(
  ctx: BookingContext,
  values: TripValues,
  status: TripStatus,
  req: BookingRequest,
): TripValues {
  const { rnd, now } = ctx;
  const driver = req.driver ?? rnd.pick(ctx.drivers);
  const stamps = stampsFor(rnd, status, {
    pickUp: values.pickUpDatetime,
    createdAt: values.createdAt!,
    travel: values.travelTimeInMinutes ?? 20,
    now,
    dayOffset: req.dayOffset,
    // A return leg follows its cancelled outbound: dispatch cancels it.
    cancelParty: values.direction === "return" ? "dispatch" : undefined,
    driverName: driver.name,
  });
  const assigned = stamps.confirmed === true;
  const fits = ctx.vehicles.filter((v) =>
    values.stretcherTrip
      ? v.stretcherCapable
      : !values.wheelchairTrip || v.wheelchairAccessible,
  );
  const updatedAt = [values.createdAt!, ...Object.values(stamps)]
    .filter((v): v is Date => v instanceof Date)
    .reduce((a, b) => (a > b ? a : b));
  return {
    ...values,
    ...stamps,
    tripStatus: status,
    driverId: assigned ? driver.id : null,
    vehicleId: assigned && fits.length ? rnd.pick(fits).id : null,
    updatedAt,
  };
}
