/** Where the demo trips go: clinics around Columbus, OH, coordinates for homes, and distances. */
import type { TripAddress } from "../../../domain/schemas/trip";
import { ROUTING_SPEED_DEFAULTS } from "../../config";
import { drivingMinutes } from "../../trips/routing";
import type { PatientAddress } from "../schema";
import type { Random } from "./random";

/** Clinics, dialysis centres and therapy practices the demo patients are driven to. */
export const DESTINATIONS: readonly TripAddress[] = [
  place("Mercy Dialysis Center", "2150 Morse Rd", "Columbus", "43229", 40.0592, -82.9571),
  place("Eastside Family Clinic", "1180 E Main St", "Columbus", "43205", 39.9567, -82.9652),
  place("OhioHealth Rehab Therapy", "3535 Olentangy River Rd", "Columbus", "43214", 40.0701, -83.0425),
  place("Westerville Cardiology", "300 Polaris Pkwy", "Westerville", "43082", 40.1452, -82.9812),
  place("Grove City Oncology", "4000 Lakeview Crossing", "Grove City", "43123", 39.8770, -83.0735),
  place("Dublin Eye Associates", "5300 Frantz Rd", "Dublin", "43016", 40.0912, -83.1190),
  place("Hilliard Orthopedics", "3800 Ridge Mill Dr", "Hilliard", "43026", 40.0291, -83.1390),
  place("Reynoldsburg Wound Care", "7100 E Main St", "Reynoldsburg", "43068", 39.9550, -82.8080),
  place("Behavioral Health Partners", "990 N High St", "Columbus", "43201", 39.9830, -83.0040),
  place("Linden Dialysis Unit", "1800 Cleveland Ave", "Columbus", "43211", 40.0070, -82.9700),
]; // prettier-ignore

function place(
  name: string,
  line1: string,
  city: string,
  postalCode: string,
  latitude: number,
  longitude: number,
): TripAddress {
  return { name, line1, line2: null, city, state: "OH", postalCode, latitude, longitude };
} // prettier-ignore

const scattered = (rnd: Random) => ({
  latitude: round4(39.96 + (rnd.next() - 0.5) * 0.3),
  longitude: round4(-83.0 + (rnd.next() - 0.5) * 0.4),
});

/** A patient's stored address as a trip stop, at its coordinates (else somewhere around Columbus). */
export function stopOf(
  address: PatientAddress,
  name: string,
  rnd: Random,
): TripAddress {
  return {
    name,
    line1: address.line1,
    line2: address.line2 ?? null,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    ...scattered(rnd),
    // Where the patient's address was located (issue 22); drawn above all the same, so the rest
    // of the demo data stays as it was.
    ...(address.latitude != null && address.longitude != null
      ? { latitude: address.latitude, longitude: address.longitude }
      : {}),
  };
}

/** A facility's own address as a stop (residents are picked up at the home, discharges at the hospital). */
export function facilityStop(f: {
  name: string;
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}): TripAddress {
  return {
    name: f.name,
    line1: f.addressLine1 ?? "1 Main St",
    line2: null,
    city: f.city ?? "Columbus",
    state: f.state ?? "OH",
    postalCode: f.postalCode ?? "43215",
    latitude: 39.96,
    longitude: -83.0,
  };
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Miles by road: the straight line times a detour factor (the routing adapter's default estimate). */
export function roadMiles(a: TripAddress, b: TripAddress): number {
  const rad = Math.PI / 180;
  const [lat1, lon1, lat2, lon2] = [
    a.latitude ?? 39.96,
    a.longitude ?? -83,
    b.latitude ?? 39.96,
    b.longitude ?? -83,
  ];
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) *
      Math.cos(lat2 * rad) *
      Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  const straight = 2 * 3958.8 * Math.asin(Math.sqrt(h));
  return Math.max(1, Math.round(straight * 1.3 * 10) / 10);
}

/** The routing estimate's driving minutes at its default speeds, plus five for getting in and out. */
export const travelMinutes = (miles: number) =>
  Math.round(drivingMinutes(miles, ROUTING_SPEED_DEFAULTS)) + 5;
