/**
 * The transport part of the demo data: a hospital beside the two facilities, three insurers, ~20
 * drivers, ~15 vehicles, ~200 patients and price lists for the three booking types. Generated from
 * a fixed seed, so every fresh install shows the same rows; expiry dates are relative to the day
 * of seeding, so some credentials are always about to expire.
 */
import { addDays, todayIso } from "../../domain/expiry";
import { withCheckDigit } from "../../domain/vin";
import type { Db } from "./client";
import type { PatientAddress } from "./schema";
import {
  drivers,
  facilities,
  insuranceProviders,
  onlineStatusRecords,
  patients,
  tripPrices,
  vehicles,
} from "./schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** mulberry32: a tiny deterministic generator; Math.random would change the demo on every install. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) =>
    min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  return { next, int, pick };
}

const FIRST_NAMES = [
  "James",
  "Maria",
  "Robert",
  "Linda",
  "Michael",
  "Patricia",
  "David",
  "Jennifer",
  "William",
  "Elizabeth",
  "Richard",
  "Barbara",
  "Joseph",
  "Susan",
  "Thomas",
  "Jessica",
  "Charles",
  "Sarah",
  "Daniel",
  "Karen",
  "Matthew",
  "Nancy",
  "Anthony",
  "Lisa",
  "Mark",
  "Betty",
  "Donald",
  "Sandra",
  "Steven",
  "Ashley",
  "Andrew",
  "Dorothy",
  "Kenneth",
  "Kimberly",
  "Joshua",
  "Emily",
  "Kevin",
  "Donna",
  "Brian",
  "Michelle",
  "Aisha",
  "Wei",
  "Carlos",
  "Fatima",
  "Dmitri",
  "Priya",
];
const LAST_NAMES = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Gonzalez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "Thompson",
  "White",
  "Harris",
  "Sanchez",
  "Clark",
  "Ramirez",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Nguyen",
  "Hill",
  "Flores",
  "Green",
  "Adams",
  "Nelson",
  "Baker",
  "Hall",
  "Rivera",
  "Campbell",
  "Okafor",
];
const STREETS = [
  "Maple Ave",
  "Oak St",
  "High St",
  "Broad St",
  "Cleveland Ave",
  "Summit St",
  "Livingston Ave",
  "Morse Rd",
  "Karl Rd",
  "Sullivant Ave",
  "Parsons Ave",
  "Main St",
  "Indianola Ave",
  "Hudson St",
];
const CITIES: readonly [string, string][] = [
  ["Columbus", "432"],
  ["Westerville", "430"],
  ["Grove City", "431"],
  ["Dublin", "430"],
  ["Reynoldsburg", "430"],
  ["Hilliard", "430"],
];
const VEHICLE_MODELS: readonly [string, string, number, boolean, boolean][] = [
  // make, model, seats, wheelchair, stretcher
  ["Ford", "Transit 350", 8, true, false],
  ["Dodge", "Grand Caravan", 4, true, false],
  ["Toyota", "Sienna", 6, false, false],
  ["Chevrolet", "Express 3500", 10, true, true],
  ["Mercedes-Benz", "Sprinter", 6, true, true],
  ["Honda", "Odyssey", 6, false, false],
];

const pad = (n: number, width: number) => String(n).padStart(width, "0");

export async function seedTransport(
  tx: Tx,
  options: { facilityIds: string[]; driverUserId: string | null },
): Promise<void> {
  const rnd = generator(20261122);
  const today = todayIso();
  const phone = () =>
    `(614) ${pad(rnd.int(200, 989), 3)}-${pad(rnd.int(0, 9999), 4)}`;
  const address = (label: string): PatientAddress => {
    const [city, zip] = rnd.pick(CITIES);
    return {
      label,
      line1: `${rnd.int(10, 9899)} ${rnd.pick(STREETS)}`,
      line2: rnd.next() < 0.2 ? `Apt ${rnd.int(1, 40)}` : null,
      city,
      state: "OH",
      postalCode: `${zip}${pad(rnd.int(1, 99), 2)}`,
    };
  };

  const [hospital] = await tx
    .insert(facilities)
    .values({
      name: "St. Vincent Regional Hospital",
      facilityType: "hospital",
      addressLine1: "1200 Medical Center Dr",
      city: "Columbus",
      state: "OH",
      postalCode: "43210",
      phone: "(614) 555-0100",
      billingContactName: "Grace Holloway",
      billingContactEmail: "billing@stvincent.example.org",
      billingContactPhone: "(614) 555-0142",
    })
    .returning();
  const facilityIds = [...options.facilityIds, hospital.id];

  const insurers = await tx
    .insert(insuranceProviders)
    .values([
      {
        name: "Ohio Medicaid",
        payerId: "MCDOH",
        phone: "(800) 324-8680",
        email: "provider@medicaid.example.gov",
        addressLine1: "50 W Town St",
        city: "Columbus",
        state: "OH",
        postalCode: "43215",
      },
      {
        name: "Medicare Part B",
        payerId: "15202",
        phone: "(800) 633-4227",
        city: "Baltimore",
        state: "MD",
        postalCode: "21244",
      },
      {
        name: "Buckeye Health Plan",
        payerId: "68069",
        phone: "(866) 246-4358",
        email: "claims@buckeye.example.com",
        city: "Columbus",
        state: "OH",
        postalCode: "43215",
      },
    ])
    .returning();

  const driverRows = Array.from({ length: 20 }, (_, i) => {
    const first =
      i === 0 && options.driverUserId ? "Dev" : rnd.pick(FIRST_NAMES);
    const last =
      i === 0 && options.driverUserId ? "Driver" : rnd.pick(LAST_NAMES);
    // Every fourth driver has a credential inside the 30-day warning window.
    const soon = i % 4 === 1;
    return {
      userId: i === 0 ? options.driverUserId : null,
      firstName: first,
      lastName: last,
      email: `${first}.${last}${i}@drivers.example.com`.toLowerCase(),
      phone: phone(),
      licenseNumber: `OH${pad(rnd.int(0, 99_999_999), 8)}${pad(i, 2)}`,
      licenseState: "OH",
      licenseClass: rnd.pick(["D", "D", "C", "B"]),
      licenseExpiresOn: addDays(
        today,
        soon ? rnd.int(3, 28) : rnd.int(90, 1400),
      ),
      cprCertifiedUntil: addDays(today, rnd.int(40, 700)),
      wheelchairCertifiedUntil:
        i % 5 === 3
          ? null
          : addDays(today, i % 7 === 2 ? -rnd.int(1, 20) : rnd.int(35, 700)),
      hireDate: addDays(today, -rnd.int(30, 3000)),
      status: i % 9 === 8 ? "on_leave" : i === 19 ? "inactive" : "active",
    };
  });
  const driverIds = await tx
    .insert(drivers)
    .values(driverRows)
    .returning({ id: drivers.id });
  // The demo driver was last seen going offline yesterday evening.
  await tx.insert(onlineStatusRecords).values([
    {
      driverId: driverIds[0].id,
      latitude: 39.9612,
      longitude: -82.9988,
      onlineStatus: true,
      createdAt: new Date(Date.now() - 30 * 3_600_000),
    },
    {
      driverId: driverIds[0].id,
      latitude: 0,
      longitude: 0,
      onlineStatus: false,
      createdAt: new Date(Date.now() - 20 * 3_600_000),
    },
  ]);

  await tx.insert(vehicles).values(
    Array.from({ length: 15 }, (_, i) => {
      const [make, model, capacity, wheelchair, stretcher] =
        VEHICLE_MODELS[i % VEHICLE_MODELS.length];
      const year = 2016 + (i % 9);
      return {
        licensePlate: `NMT-${pad(1001 + i * 37, 4)}`,
        // WMI, five descriptor characters, a check digit placeholder, model year, plant, serial.
        vin: withCheckDigit(
          `1FD${"ABCEFGHJKLMNPRS"[i]}X2CM0${"GHJKLMNPR"[year - 2016]}A${pad(100000 + i * 7321, 6)}`,
        ),
        make,
        model,
        year,
        capacity,
        wheelchairAccessible: wheelchair,
        stretcherCapable: stretcher,
        insuranceExpiresOn: addDays(
          today,
          i % 5 === 0 ? rnd.int(2, 25) : rnd.int(60, 365),
        ),
        registrationExpiresOn: addDays(today, i === 7 ? -5 : rnd.int(40, 400)),
        status: i === 13 ? "maintenance" : i === 14 ? "retired" : "active",
      };
    }),
  );

  await tx.insert(patients).values(
    Array.from({ length: 200 }, (_, i) => {
      const insurer = i % 6 === 5 ? null : insurers[i % insurers.length];
      const addresses = [address("Home")];
      if (i % 3 === 0)
        addresses.push(
          address(
            rnd.pick(["Dialysis centre", "Day program", "Daughter's house"]),
          ),
        );
      return {
        firstName: rnd.pick(FIRST_NAMES),
        lastName: rnd.pick(LAST_NAMES),
        dateOfBirth: `${rnd.int(1932, 2004)}-${pad(rnd.int(1, 12), 2)}-${pad(rnd.int(1, 28), 2)}`,
        phone: phone(),
        addresses,
        wheelchair: i % 4 === 0,
        stretcher: i % 17 === 3,
        insuranceProviderId: insurer?.id ?? null,
        insurancePolicyId: insurer
          ? `${insurer.payerId}-${pad(rnd.int(0, 9_999_999), 7)}`
          : null,
        // Most patients belong to a facility; some are private (community) riders.
        facilityId: i % 10 === 9 ? null : facilityIds[i % facilityIds.length],
      };
    }),
  );

  const year = Number(today.slice(0, 4));
  await tx.insert(tripPrices).values(
    [
      ["private", 2500, 250, 1500, 5000, 50],
      ["facility", 3000, 275, 1500, 6000, 60],
      ["hospital", 3500, 300, 2000, 7500, 75],
    ].flatMap(([bookingType, base, mile, wheelchair, stretcher, wait]) => [
      {
        bookingType: String(bookingType),
        baseFareCents: Number(base) - 250,
        perMileCents: Number(mile) - 25,
        wheelchairSurchargeCents: Number(wheelchair),
        stretcherSurchargeCents: Number(stretcher),
        waitTimePerMinuteCents: Number(wait),
        effectiveFrom: `${year - 1}-01-01`,
        notes: "Previous rates",
      },
      {
        bookingType: String(bookingType),
        baseFareCents: Number(base),
        perMileCents: Number(mile),
        wheelchairSurchargeCents: Number(wheelchair),
        stretcherSurchargeCents: Number(stretcher),
        waitTimePerMinuteCents: Number(wait),
        effectiveFrom: `${year}-01-01`,
        notes: "Current rates",
      },
    ]),
  );
}
