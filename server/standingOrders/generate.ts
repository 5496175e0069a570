/**
 * The standing-order generator (issue 10): each order's trips from today (or its start) through
 * STANDING_ORDER_HORIZON_DAYS ahead, on its weekdays, outside its pauses and its end date; an
 * outbound leg and, with a return time, a linked return leg. Idempotent: a trip exists at most once
 * per order, day and leg (a unique index), so running it twice — or in two processes at once —
 * creates nothing twice. Runs at start-up, daily, and when an order is saved.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, isNull, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { checkAssignment } from "../../domain/assignment";
import { addDays } from "../../domain/expiry";
import { dayIn, isoWeekday, zonedInstant } from "../../domain/zonedTime";
import { recordActivity } from "../activities/record";
import type { Db } from "../db/client";
import { standingOrderPauses, standingOrders, trips } from "../db/schema";
import { isReferenceViolation } from "../errors";
import { notifyTripChange } from "../realtime/publish";
import { loadAssignmentFacts } from "../trips/assignmentFacts";
import { computeTripFare, fareColumns } from "../trips/fare";
import type { TripRecord } from "../trips/rows";
import { routedTripColumns } from "../geo/tripRoute";

export type StandingOrderRecord = typeof standingOrders.$inferSelect;
type PauseRecord = typeof standingOrderPauses.$inferSelect;
type TripInsert = typeof trips.$inferInsert;

export const SCREEN = "standing-order";

/** The days an order runs on between two dates (inclusive), outside its pauses. */
export function serviceDays(
  order: Pick<StandingOrderRecord, "weekdays" | "startDate" | "endDate">,
  pauses: readonly Pick<PauseRecord, "fromDate" | "toDate">[],
  from: string,
  through: string,
): string[] {
  const days: string[] = [];
  const first = order.startDate > from ? order.startDate : from;
  const last =
    order.endDate && order.endDate < through ? order.endDate : through;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (!order.weekdays.includes(isoWeekday(day))) continue;
    if (pauses.some((p) => p.fromDate <= day && day <= p.toDate)) continue;
    days.push(day);
  }
  return days;
}

/** The trip columns an order gives a leg (the return swaps the places). */
export function legValues(
  order: StandingOrderRecord,
  direction: "outbound" | "return",
): Partial<TripInsert> {
  const back = direction === "return";
  return {
    patientId: order.patientId,
    tripPurpose: order.tripPurpose,
    bookingType: order.bookingType,
    payorType: order.payorType,
    wheelchairTrip: order.wheelchairTrip,
    stretcherTrip: order.stretcherTrip,
    pickUpAddress: back ? order.dropOffAddress : order.pickUpAddress,
    dropOffAddress: back ? order.pickUpAddress : order.dropOffAddress,
    pickUpRoomNumber: back ? order.dropOffRoomNumber : order.pickUpRoomNumber,
    dropOffRoomNumber: back ? order.pickUpRoomNumber : order.dropOffRoomNumber,
    facilityId: order.facilityId,
    insuranceProviderId: order.insuranceProviderId,
    insurancePolicyId: order.insurancePolicyId,
    attendantCount: order.attendantCount,
    guestCount: order.guestCount,
    oxygen: order.oxygen,
    serviceLevel: order.serviceLevel,
    specialInstructions: order.specialInstructions,
    direction,
    isRoundTrip: !!order.returnPickUpTime,
    standingOrderId: order.id,
  };
}

/** Fare and distance as POST /trips computes them. */
export async function priced(
  app: FastifyInstance,
  values: Partial<TripInsert>,
  pickUp: Date,
  route: {
    distanceInMiles: number | null;
    travelTimeInMinutes: number | null;
    distanceEstimated?: boolean;
  } | null,
): Promise<Partial<TripInsert>> {
  const fare = await computeTripFare(
    app.db,
    {
      bookingType: values.bookingType ?? "private",
      pickUpDatetime: pickUp,
      wheelchairTrip: values.wheelchairTrip ?? true,
      stretcherTrip: values.stretcherTrip ?? false,
      additionalWaitTimeInMinutes: 0,
      distanceInMiles: route?.distanceInMiles ?? null,
    },
    app.config.TRIP_TIME_ZONE,
  ).catch(() => null);
  return {
    distanceInMiles: route?.distanceInMiles ?? null,
    travelTimeInMinutes: route?.travelTimeInMinutes ?? null,
    distanceEstimated: route?.distanceEstimated ?? false,
    ...(fare ? fareColumns(fare) : {}),
  };
}

/** The preferred driver and vehicle, when the assignment check finds nothing that blocks them. */
async function preferred(
  app: FastifyInstance,
  order: StandingOrderRecord,
  trip: TripInsert,
): Promise<Partial<TripInsert>> {
  if (!order.preferredDriverId || !order.preferredVehicleId) return {};
  const target = {
    driverId: order.preferredDriverId,
    vehicleId: order.preferredVehicleId,
  };
  const facts = await loadAssignmentFacts(
    app.db,
    app.config,
    trip as TripRecord,
    target,
  );
  const blocked = checkAssignment(facts).some((f) => f.severity === "blocked");
  return blocked ? {} : target;
}

/** Generates one order's missing trips; answers how many were created. */
async function generateOrder(
  app: FastifyInstance,
  order: StandingOrderRecord,
  now: Date,
): Promise<number> {
  const today = dayIn(now, app.config.TRIP_TIME_ZONE);
  const through = addDays(today, app.config.STANDING_ORDER_HORIZON_DAYS);
  const pauses = await app.db
    .select()
    .from(standingOrderPauses)
    .where(eq(standingOrderPauses.standingOrderId, order.id));
  const days = serviceDays(order, pauses, today, through);
  const existing = days.length
    ? await app.db
        .select({
          id: trips.id,
          day: trips.standingOrderDate,
          direction: trips.direction,
        })
        .from(trips)
        .where(
          and(
            eq(trips.standingOrderId, order.id),
            inArray(trips.standingOrderDate, days),
          ),
        )
    : [];
  const have = new Map(existing.map((t) => [`${t.day}/${t.direction}`, t.id]));
  const zone = app.config.TRIP_TIME_ZONE;
  // Issue 22: the order's places get coordinates (geocoded once, cached) and one route for all legs.
  const route = await routedTripColumns(
    app,
    order.pickUpAddress,
    order.dropOffAddress,
  );
  order = {
    ...order,
    pickUpAddress: route.pickUpAddress,
    dropOffAddress: route.dropOffAddress,
  };
  const rows: TripInsert[] = [];
  for (const day of days) {
    const outId = have.get(`${day}/outbound`) ?? randomUUID();
    const backId = order.returnPickUpTime
      ? (have.get(`${day}/return`) ?? randomUUID())
      : null;
    const legs: [string, "outbound" | "return", string][] = [
      [outId, "outbound", order.pickUpTime],
    ];
    if (backId && order.returnPickUpTime)
      legs.push([backId, "return", order.returnPickUpTime]);
    for (const [id, direction, time] of legs) {
      if (have.has(`${day}/${direction}`)) continue;
      const pickUp = zonedInstant(day, time, zone);
      // Today's legs whose time has passed are not booked after the fact.
      if (pickUp <= now) continue;
      // Nor the return of an outbound that was not booked (an order saved between today's two
      // times): nobody was taken there, and the return's link would point at no trip.
      if (direction === "return" && !rows.some((r) => r.id === outId))
        if (!have.has(`${day}/outbound`)) continue;
      const base: TripInsert = {
        ...(legValues(order, direction) as TripInsert),
        id,
        pickUpDatetime: pickUp,
        standingOrderDate: day,
        linkedTripId: direction === "outbound" ? backId : outId,
        tripStatus: "confirmed",
        confirmed: true,
        confirmedAt: now,
        confirmedBy: "Standing order",
        bookingUserId: order.createdByUserId,
        requesterName: "Standing order",
        ...(await priced(app, legValues(order, direction), pickUp, route)),
      };
      rows.push({ ...base, ...(await preferred(app, order, base)) });
    }
  }
  const write = app.db.transaction(async (tx: Db) => {
    const created = rows.length
      ? await tx.insert(trips).values(rows).onConflictDoNothing().returning()
      : [];
    for (const trip of created) {
      await recordActivity(tx, {
        modelType: "trip",
        modelId: trip.id,
        action: "created",
        actor: null,
        screen: SCREEN,
        before: null,
        after: trip,
        note: `Generated by a standing order for ${trip.standingOrderDate}.`,
      });
    }
    await notifyTripChange(tx, ...created);
    await tx
      .update(standingOrders)
      .set({ generatedThrough: through })
      .where(eq(standingOrders.id, order.id));
    return created.length;
  });
  // A run in another process inserted one leg of a pair first: its trips stand, this run's go.
  return write.catch((e: unknown) => {
    if (isReferenceViolation(e)) return 0;
    throw e;
  });
}

/** Generates the missing trips of one order, or of every order still running; answers the count. */
export async function generateStandingOrderTrips(
  app: FastifyInstance,
  options: { orderId?: string; now?: Date } = {},
): Promise<number> {
  // The clock is a parameter so a test can place "now" between an order's two times.
  const now = options.now ?? new Date();
  const today = dayIn(now, app.config.TRIP_TIME_ZONE);
  const orders = await app.db
    .select()
    .from(standingOrders)
    .where(
      and(
        options.orderId ? eq(standingOrders.id, options.orderId) : undefined,
        or(isNull(standingOrders.endDate), gte(standingOrders.endDate, today)),
      ),
    );
  let created = 0;
  for (const order of orders) created += await generateOrder(app, order, now);
  return created;
}
