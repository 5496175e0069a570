/**
 * POST /trips/calendar (issue 22): the calendar's one request per view. The range's trips the user
 * may see (scoped as /trips/all), by pick-up time on the pick-up index, as compact event rows: the
 * calendar used to read every field of every trip, a page of 1,000 at a time.
 */
import { and, asc, count, eq, gte, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { mobilityOf } from "../../domain/mobility";
import { tripsModule } from "../../domain/modules/trips";
import {
  CALENDAR_MAX_TRIPS,
  calendarAnswerSchema,
  calendarRequestSchema,
} from "../../domain/schemas/calendar";
import { envelopeSchema } from "../../domain/schemas/search";
import type { TripStatus } from "../../domain/tripEnums";
import { errorResponses } from "../crud/schemas";
import { patients, trips } from "../db/schema";
import { currentUser } from "../plugins/auth";
import { tripScope } from "./scope";

export function calendarRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${tripsModule.api.prefix}/calendar`,
    {
      preParsing: base.authorize(tripsModule.access.read),
      schema: {
        body: calendarRequestSchema,
        response: {
          200: envelopeSchema(calendarAnswerSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { fromDate, toDate } = request.body;
      const where = and(
        gte(trips.pickUpDatetime, new Date(fromDate)),
        lt(trips.pickUpDatetime, new Date(toDate)),
        tripScope(user),
      );
      const [rows, [counted]] = await Promise.all([
        base.db
          .select({
            tripId: trips.id,
            pickUpDatetime: trips.pickUpDatetime,
            travelTimeInMinutes: trips.travelTimeInMinutes,
            tripStatus: trips.tripStatus,
            wheelchairTrip: trips.wheelchairTrip,
            stretcherTrip: trips.stretcherTrip,
            willCall: trips.willCall,
            willCallActivatedAt: trips.willCallActivatedAt,
            originName: sql<string>`${trips.pickUpAddress}->>'name'`,
            destinationName: sql<string>`${trips.dropOffAddress}->>'name'`,
            firstName: patients.firstName,
            lastName: patients.lastName,
          })
          .from(trips)
          .leftJoin(patients, eq(patients.id, trips.patientId))
          .where(where)
          .orderBy(asc(trips.pickUpDatetime), asc(trips.id))
          .limit(CALENDAR_MAX_TRIPS),
        base.db.select({ total: count() }).from(trips).where(where),
      ]);
      return {
        code: 200,
        message: "OK",
        data: {
          trips: rows.map((r) => ({
            tripId: r.tripId,
            pickUpDatetime: r.pickUpDatetime.toISOString(),
            travelTimeInMinutes: r.travelTimeInMinutes,
            tripStatus: r.tripStatus as TripStatus,
            patientName:
              r.firstName === null ? null : `${r.firstName} ${r.lastName}`,
            mobility: mobilityOf(r),
            willCall: r.willCall,
            willCallActivatedAt: r.willCallActivatedAt?.toISOString() ?? null,
            originName: r.originName,
            destinationName: r.destinationName,
          })),
          total: counted?.total ?? rows.length,
        },
      };
    },
  );
}
