/**
 * Live positions (issue 10): POST /trips/{id}/positions (the assigned driver, while the trip is in
 * progress) and POST /trips/{id}/positions/search (whoever may see the trip: the track in time order,
 * taking §3's paginated request: pages from the latest point, recordedAt the one sort, issue 22).
 * Each new reading is announced on the "trip-positions" topic to the trip's audience. A reading too
 * soon after the trip's last one (429) or too far from it (422) is refused (./positionChecks.ts).
 */
import { and, count, desc, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { tripsModule } from "../../domain/modules/trips";
import { PRIVILEGES as P } from "../../domain/privileges";
import {
  envelopeSchema,
  paginatedEnvelopeSchema,
} from "../../domain/schemas/search";
import { pagedAnswer } from "../../domain/schemas/searchPaging";
import {
  MAX_AGE_MS,
  MAX_FUTURE_SKEW_MS,
  POSITION_MESSAGES as PM,
  tripPositionBodySchema,
  tripPositionSchema,
  tripPositionSearchRowSchema,
  tripPositionSearchSchema,
} from "../../domain/schemas/tripPosition";
import { accessNote, recordAccess, recordRefusals } from "../activities/access";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { drivers, tripPositions, trips } from "../db/schema";
import { conflict, forbidden, notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import { notifyTripTopic } from "../realtime/publish";
import { checkReading } from "./positionChecks";
import { tripInScope } from "./scope";
import { fieldError } from "./writeRules";

const TRIP_NOT_FOUND = "Trip not found.";

type PositionRecord = typeof tripPositions.$inferSelect;
const toRow = (p: PositionRecord) => ({
  positionId: p.id,
  tripId: p.tripId,
  latitude: p.latitude,
  longitude: p.longitude,
  accuracy: p.accuracy,
  recordedAt: p.recordedAt.toISOString(),
});

export function positionRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const prefix = tripsModule.api.prefix;

  const tripFor = async (
    user: Parameters<typeof tripInScope>[0],
    id: string,
  ) => {
    if (!z.uuid().safeParse(id).success) throw notFound(TRIP_NOT_FOUND);
    const [trip] = await base.db
      .select()
      .from(trips)
      .where(tripInScope(user, id))
      .limit(1);
    if (!trip) throw notFound(TRIP_NOT_FOUND);
    return trip;
  };

  app.post(
    `${prefix}/:id/positions`,
    {
      preParsing: base.authorize({ privileges: [P.startAndStopTrips] }),
      schema: {
        params: idParamsSchema,
        body: tripPositionBodySchema,
        response: {
          201: envelopeSchema(tripPositionSchema),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const trip = await tripFor(user, request.params.id);
      const [own] = await base.db
        .select({ id: drivers.id })
        .from(drivers)
        .where(eq(drivers.userId, user.userId))
        .limit(1);
      if (!own || own.id !== trip.driverId) throw forbidden(PM.notAssigned);
      if (trip.tripStatus !== "in-progress") throw conflict(PM.notInProgress);
      const body = request.body;
      const recordedAt = new Date(body.recordedAt);
      const now = Date.now();
      if (recordedAt.getTime() > now + MAX_FUTURE_SKEW_MS)
        throw fieldError("recordedAt", PM.future);
      if (recordedAt.getTime() < now - MAX_AGE_MS)
        throw fieldError("recordedAt", PM.stale);
      const stored = await base.db.transaction(async (tx: Db) => {
        // Issue 21: the pace per trip (429) and the plausibility of the jump (422).
        await checkReading(tx, reply, trip.id, {
          latitude: body.latitude,
          longitude: body.longitude,
          recordedAt,
        });
        const [row] = await tx
          .insert(tripPositions)
          .values({
            tripId: trip.id,
            driverId: own.id,
            latitude: body.latitude,
            longitude: body.longitude,
            accuracy: body.accuracy,
            recordedAt,
          })
          .returning();
        await notifyTripTopic(tx, "trip-positions", trip);
        return row;
      });
      reply.code(201);
      return { code: 201, message: PM.recorded, data: toRow(stored) };
    },
  );

  app.post(
    `${prefix}/:id/positions/search`,
    {
      preParsing: base.authorize(tripsModule.access.read),
      // Someone else's trip (404) or no right to trips (403) is a refused attempt (issue 21).
      onError: recordRefusals(base.db, "trip"),
      schema: {
        params: idParamsSchema,
        body: tripPositionSearchSchema,
        response: {
          200: paginatedEnvelopeSchema(tripPositionSearchRowSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const trip = await tripFor(user, request.params.id);
      const { since, pageNumber, pageSize, sortDescending } = request.body;
      const where = and(
        eq(tripPositions.tripId, trip.id),
        since ? gt(tripPositions.recordedAt, new Date(since)) : undefined,
      );
      // Pages count from the latest point (page 1: the latest pageSize, at most TRACK_LIMIT); each
      // is answered in time order (a track is drawn so) unless sortDescending asks latest first.
      const [latest, [{ total }]] = await Promise.all([
        base.db
          .select()
          .from(tripPositions)
          .where(where)
          .orderBy(desc(tripPositions.recordedAt), desc(tripPositions.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        base.db.select({ total: count() }).from(tripPositions).where(where),
      ]);
      // Where the patient was: recorded before it is answered (issue 21).
      await recordAccess(base.db, request, user, {
        modelType: "trip",
        modelId: trip.id,
        action: "search",
        note: accessNote(latest.length, request.body, "positions"),
      });
      const rows = (sortDescending ? latest : latest.reverse()).map((p) => ({
        _id: p.id,
        ...toRow(p),
      }));
      return pagedAnswer(PM.track, rows, total, {
        ...request.body,
        sortBy: "recordedAt",
      });
    },
  );
}
