/**
 * POST /trips/board (issue 10, modify-trips): the dispatch board in one round trip — the day's trips
 * (a calendar day in TRIP_TIME_ZONE, on the pick-up index), the active drivers with the vehicle each
 * drives that day, the active vehicles and the day's estimated revenue. Filters narrow the trips; the
 * lanes and the revenue always show the whole day.
 */
import type { SQL } from "drizzle-orm";
import { and, asc, eq, gte, lt, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { mobilityOf } from "../../domain/mobility";
import { tripsModule } from "../../domain/modules/trips";
import { PRIVILEGES as P } from "../../domain/privileges";
import type { BoardRequest } from "../../domain/schemas/board";
import { boardRequestSchema, boardSchema } from "../../domain/schemas/board";
import { envelopeSchema } from "../../domain/schemas/search";
import { dayBounds } from "../../domain/zonedTime";
import { errorResponses } from "../crud/schemas";
import { drivers, trips, vehicles } from "../db/schema";
import { currentUser } from "../plugins/auth";
import { vehicleLabel } from "./assignmentFacts";
import type { TripRecord } from "./rows";
import { toTripRows } from "./rows";

/** The filters of the board's trip list (the day itself is always applied). */
export function boardMatches(trip: TripRecord, f: BoardRequest): boolean {
  if (f.facilityId && trip.facilityId !== f.facilityId) return false;
  if (f.equipment && mobilityOf(trip) !== f.equipment) return false;
  if (f.willCallWaiting && !(trip.willCall && !trip.willCallActivatedAt))
    return false;
  return true;
}

/** Each driver's vehicle that day: the one on their latest-assigned trip. */
function laneVehicles(dayTrips: readonly TripRecord[]): Map<string, string> {
  const latest = new Map<string, TripRecord>();
  for (const t of dayTrips) {
    if (!t.driverId || !t.vehicleId) continue;
    const seen = latest.get(t.driverId);
    if (!seen || t.updatedAt > seen.updatedAt) latest.set(t.driverId, t);
  }
  return new Map([...latest].map(([d, t]) => [d, t.vehicleId as string]));
}

export function boardRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${tripsModule.api.prefix}/board`,
    {
      preParsing: base.authorize({ privileges: [P.modifyTrips] }),
      schema: {
        body: boardRequestSchema,
        response: { 200: envelopeSchema(boardSchema), ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const { start, end } = dayBounds(body.date, base.config.TRIP_TIME_ZONE);
      const inDay: SQL | undefined = and(
        gte(trips.pickUpDatetime, start),
        lt(trips.pickUpDatetime, end),
        ne(trips.tripStatus, "cancelled"),
      );
      const [dayTrips, driverRows, vehicleRows] = await Promise.all([
        base.db
          .select()
          .from(trips)
          .where(inDay)
          .orderBy(asc(trips.pickUpDatetime), asc(trips.id))
          .limit(2000),
        base.db
          .select({
            driverId: drivers.id,
            firstName: drivers.firstName,
            lastName: drivers.lastName,
          })
          .from(drivers)
          .where(eq(drivers.status, "active"))
          .orderBy(asc(drivers.lastName), asc(drivers.firstName)),
        base.db
          .select()
          .from(vehicles)
          .where(eq(vehicles.status, "active"))
          .orderBy(asc(vehicles.licensePlate)),
      ]);
      const lanes = laneVehicles(dayTrips);
      const shown = dayTrips.filter((t) => boardMatches(t, body));
      return {
        code: 200,
        message: "Board read.",
        data: {
          date: body.date,
          trips: await toTripRows(base, user, shown),
          drivers: driverRows.map((d) => ({
            driverId: d.driverId,
            name: `${d.firstName} ${d.lastName}`,
            vehicleId: lanes.get(d.driverId) ?? null,
          })),
          vehicles: vehicleRows.map((v) => ({
            vehicleId: v.id,
            label: vehicleLabel(v),
            capacity: v.capacity,
            wheelchairAccessible: v.wheelchairAccessible,
            stretcherCapable: v.stretcherCapable,
          })),
          estimatedRevenueCents: dayTrips.reduce(
            (sum, t) => sum + (t.fareTotalCents ?? 0),
            0,
          ),
        },
      };
    },
  );
}
