/**
 * The demo trips (issue 9): about 40 bookings a day over the last 90 days and the next 14, for every
 * facility and booking type, round trips and will-call returns among them; the demo driver's day
 * (one trip confirmed and not begun yet); the customer's bookings for the patients they created;
 * payment records for private trips; a "created" activity on the driver's and the customer's trips.
 * Rows go in 500 at a time so the seed stays within a few seconds on PGlite.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { ROLES } from "../../../domain/privileges";
import type { TripAddress } from "../../../domain/schemas/trip";
import {
  activities,
  drivers,
  facilities,
  patients,
  tripPrices,
  trips,
  users,
  vehicles,
} from "../schema";
import type {
  BookingContext,
  DemoPatient,
  DemoPerson,
  TripValues,
} from "./tripBookings";
import { buildBooking } from "./tripBookings";
import { seedDemoManifests } from "./manifests";
import { seedDemoPositions } from "./positions";
import { stopOf } from "./tripPlaces";
import type { Random, Tx } from "./random";
import { seedDemoStandingOrders } from "./standingOrders";
import { seedPaymentRecords } from "./tripPayments";
import { BATCH, DAY, MIN } from "./units";

export const DEMO_TRIP_DAYS = { past: 90, future: 14 } as const;
const BOOKINGS_PER_DAY = 42;
/** Pick-ups from 6 am to 6 pm in Columbus (UTC−5). */
const FIRST_PICK_UP_UTC_HOUR = 11;

/** Inserts the demo trips and their payment records; returns how many of each. */
export async function seedTrips(
  tx: Tx,
  rnd: Random,
  now: Date = new Date(),
): Promise<{ trips: number; paymentRecords: number }> {
  const ctx = await loadContext(tx, rnd, now);
  const patientRows = await tx
    .select()
    .from(patients)
    .orderBy(asc(patients.lastName), asc(patients.firstName), asc(patients.dateOfBirth), asc(patients.phone)); // prettier-ignore
  for (const p of patientRows)
    ctx.homes.set(p.id, stopOf(p.addresses[0], "Home", rnd));
  // The customer booked for three private riders whose profiles they created.
  const mine = patientRows.filter((p) => !p.facilityId).slice(0, 3);
  for (const p of mine) ctx.customerPatients.add(p.id);
  await tx
    .update(patients)
    .set({ createdByUserId: ctx.customer.id })
    .where(
      inArray(
        patients.id,
        mine.map((p) => p.id),
      ),
    );

  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const bookings: TripValues[][] = [];
  for (let d = -DEMO_TRIP_DAYS.past; d <= DEMO_TRIP_DAYS.future; d++) {
    const n = BOOKINGS_PER_DAY + rnd.int(-6, 6);
    for (let i = 0; i < n; i++) {
      const minutes = FIRST_PICK_UP_UTC_HOUR * 60 + rnd.int(0, 47) * 15;
      bookings.push(
        buildBooking(ctx, {
          patient: rnd.pick(patientRows),
          pickUp: new Date(today + d * DAY + minutes * MIN),
          dayOffset: d,
        }),
      );
    }
  }
  const driverDay = demoDriverDay(ctx, patientRows, today);
  bookings.push(...driverDay, runningLate(ctx, patientRows));

  let batch: TripValues[] = [];
  let count = 0;
  for (const legs of bookings) {
    // The legs of a round trip go in one statement: each references the other.
    batch.push(...legs);
    if (batch.length >= BATCH) {
      await tx.insert(trips).values(batch);
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length) await tx.insert(trips).values(batch);
  count += batch.length;
  await seedDemoManifests(tx, ctx, today);
  await seedDemoStandingOrders(
    tx,
    ctx,
    patientRows,
    new Date(today).toISOString().slice(0, 10),
  );

  const all = bookings.flat();
  await seedDemoPositions(tx, all, now);
  const payments = await seedPaymentRecords(tx, rnd, all, now);
  const noted = new Set(driverDay.flat().map((t) => t.id));
  await seedCreatedActivities(
    tx,
    all.filter((t) => noted.has(t.id) || t.bookingUserId === ctx.customer.id),
    [ctx.dispatcher, ctx.customer],
  );
  return { trips: count, paymentRecords: payments };
}

async function loadContext(
  tx: Tx,
  rnd: Random,
  now: Date,
): Promise<BookingContext> {
  const people = await tx.select().from(users).orderBy(asc(users.email));
  const person = (u: (typeof people)[number]): DemoPerson => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`,
    email: u.email,
  });
  const byRole = (role: string) => people.find((u) => u.roles.includes(role))!;
  const bookersByFacility = new Map<string, DemoPerson[]>();
  for (const u of people.filter((u) => u.facilityId)) {
    const list = bookersByFacility.get(u.facilityId!) ?? [];
    list.push(person(u));
    bookersByFacility.set(u.facilityId!, list);
  }
  const driverRows = await tx
    .select()
    .from(drivers)
    .where(eq(drivers.status, "active"))
    .orderBy(asc(drivers.email));
  const vehicleRows = await tx
    .select()
    .from(vehicles)
    .where(eq(vehicles.status, "active"))
    .orderBy(asc(vehicles.licensePlate));
  const facilityRows = await tx
    .select()
    .from(facilities)
    .orderBy(asc(facilities.name));
  const prices = await tx
    .select()
    .from(tripPrices)
    .orderBy(asc(tripPrices.effectiveFrom));
  return {
    rnd,
    now,
    prices,
    facilities: new Map(facilityRows.map((f) => [f.id, f])),
    homes: new Map<string, TripAddress>(),
    drivers: driverRows.map((d) => ({ id: d.id, name: `${d.firstName} ${d.lastName}`, userId: d.userId })),
    vehicles: vehicleRows,
    bookersByFacility,
    dispatcher: person(byRole(ROLES.dataadmin)),
    customer: person(byRole(ROLES.customer)),
    customerPatients: new Set<string>(),
    demoDriverUserId: byRole(ROLES.driver).id,
  }; // prettier-ignore
}

/**
 * driver@example.com's day, around the time of seeding and kept inside today: two done, one under
 * way, one confirmed and not begun yet (the Begin Trip button), two more later.
 */
function demoDriverDay(
  ctx: BookingContext,
  patientRows: readonly DemoPatient[],
  today: number,
): TripValues[][] {
  const me = ctx.drivers.find((d) => d.userId === ctx.demoDriverUserId);
  if (!me) return [];
  const now = ctx.now.getTime();
  const plan = [
    [-300, "completed"],
    [-150, "completed"],
    [-25, "in-progress"],
    [45, "confirmed"],
    [150, "confirmed"],
    [240, "confirmed"],
  ] as const;
  return plan.map(([offset, status]) => {
    const at = Math.round((now + offset * MIN) / (5 * MIN)) * 5 * MIN;
    // Inside today: the past ones no earlier than midnight, the later ones at least 5 minutes on.
    const pickUp =
      offset < 0
        ? Math.max(at, today + 10 * MIN)
        : Math.max(now + 5 * MIN, Math.min(at, today + DAY - 10 * MIN));
    return buildBooking(ctx, {
      patient: ctx.rnd.pick(patientRows),
      pickUp: new Date(pickUp),
      dayOffset: 0,
      driver: me,
      status: status === "completed" && pickUp > now ? "confirmed" : status,
    });
  });
}

/**
 * One trip running late at the time of seeding, whatever the hour: the random trips are only late
 * around now, and from 6 pm in Columbus there may be none, so the board and the Delayed filter
 * would have nothing to show in the evening. Another driver's, not begun, due in 20 minutes.
 */
function runningLate(
  ctx: BookingContext,
  patientRows: readonly DemoPatient[],
): TripValues[] {
  const others = ctx.drivers.filter((d) => d.userId !== ctx.demoDriverUserId);
  const due = Math.ceil((ctx.now.getTime() + 20 * MIN) / (5 * MIN)) * 5 * MIN;
  return buildBooking(ctx, {
    patient: ctx.rnd.pick(patientRows),
    pickUp: new Date(due),
    dayOffset: 0,
    driver: ctx.rnd.pick(others),
    status: "delayed",
  });
}

/** The trip page's history starts with who booked it (only for the trips the demo accounts open). */
async function seedCreatedActivities(
  tx: Tx,
  list: TripValues[],
  people: DemoPerson[],
): Promise<void> {
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  const rows = list.map((t) => ({
    modelType: "trip",
    modelId: t.id!,
    action: "created",
    actorUserId: t.bookingUserId ?? null,
    actorName: t.requesterName ?? nameOf.get(t.bookingUserId ?? "") ?? "",
    screen: "trip-form",
    createdAt: t.createdAt,
  }));
  for (let i = 0; i < rows.length; i += BATCH)
    await tx.insert(activities).values(rows.slice(i, i + BATCH));
}
