/**
 * POST /trips/{tripId}/events: the steps of the day (issue 9) — confirm, begin, the milestones,
 * complete with proof of service, delay, resume, cancel, no-show, patient-ready. Every one goes
 * through the lifecycle table (domain/tripLifecycle.ts); the write is conditional on what the table
 * read, and the activity, the signature and a no-show's return-leg cancellation stand or fall with
 * it in one transaction. Registered through the trips entity's `routes` hook.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { tripsModule } from "../../domain/modules/trips";
import { envelopeSchema } from "../../domain/schemas/search";
import type { TripEvent } from "../../domain/schemas/trip";
import { tripEventBodySchema, tripSchema } from "../../domain/schemas/trip";
import type { LifecycleChanges } from "../../domain/tripLifecycle";
import { applyTripEvent } from "../../domain/tripLifecycle";
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { trips } from "../db/schema";
import { conflict, notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import { notifyTripChange } from "../realtime/publish";
import {
  cancelReturnLeg,
  decidedOn,
  fieldError,
  findReturnLeg,
  lifecycleError,
  positionOf,
} from "./eventsSupport";
import type { TripRecord } from "./rows";
import { tripRowById } from "./rows";
import { tripInScope } from "./scope";
import { discardTripSignatureFiles, storeTripSignature } from "./signature";
import { checkExpectedStatus, RACE_MESSAGE, tripActor } from "./status";

/** Steps a driver records on the road: done from the office without a position, it is marked. */
const POSITIONED_EVENTS: ReadonlySet<TripEvent> = new Set([
  "begin",
  "on-board",
  "complete",
]);

const TRIP_NOT_FOUND = "Trip not found.";
const ONLY_NO_SHOW_CANCELS_LEG = "Only a no-show cancels the return leg.";

export function tripEventRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const uuid = z.uuid();

  app.post(
    `${tripsModule.api.prefix}/:id/events`,
    {
      // Every trip role may ask; the table decides who may make which move (403).
      preParsing: base.authorize(tripsModule.access.read),
      schema: {
        // `:id` like the entity's GET /trips/:id (one parameter name per segment of the route tree).
        params: idParamsSchema,
        body: tripEventBodySchema,
        response: { 200: envelopeSchema(tripSchema), ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id: tripId } = request.params;
      const body = request.body;
      if (!uuid.safeParse(tripId).success) throw notFound(TRIP_NOT_FOUND);
      const [trip] = await base.db
        .select()
        .from(trips)
        .where(tripInScope(user, tripId))
        .limit(1);
      if (!trip) throw notFound(TRIP_NOT_FOUND);
      checkExpectedStatus(body.expectedTripStatus, trip.tripStatus);

      const position = positionOf(body);
      if (body.cancelReturnLeg && body.event !== "no-show") {
        throw fieldError(422, "cancelReturnLeg", ONLY_NO_SHOW_CANCELS_LEG);
      }
      const now = new Date();
      const result = applyTripEvent(
        trip,
        {
          event: body.event,
          actor: await tripActor(base.db, user, trip.driverId),
          now,
          reason: body.reason,
          cancelledByParty: body.cancelledByParty,
          hasSignature: !!body.signature,
          unableToSignReason: body.unableToSignReason,
          hasPosition: !!position,
          pickUpAt: body.pickUpDatetime ? new Date(body.pickUpDatetime) : null,
        },
        { noShowWaitMinutes: base.config.NO_SHOW_WAIT_MINUTES },
      );
      if (!result.ok) throw lifecycleError(result);
      const returnLeg = body.cancelReturnLeg
        ? await findReturnLeg(base.db, trip)
        : null;
      const screen = body.screen ?? null;

      // A signature file cannot join the transaction: when it rolls back, the file is removed.
      let signedIn: Db | null = null;
      const data = await base.db
        .transaction(async (tx: Db) => {
          const [moved] = await tx
            .update(trips)
            .set(result.changes)
            .where(decidedOn(trip))
            .returning();
          if (!moved) throw conflict(RACE_MESSAGE);
          // The signature is stored only once the move is sure, so a refused move leaves no file.
          let updated = moved;
          if (body.event === "complete" && body.signature) {
            signedIn = tx;
            updated = await attachSignature(
              base,
              tx,
              trip.id,
              body.signature,
              user,
            );
          }
          await recordActivity(tx, {
            modelType: "trip",
            modelId: trip.id,
            action: body.event,
            actor: user,
            screen,
            before: trip,
            after: updated,
            latitude: position?.latitude,
            longitude: position?.longitude,
            accuracy: position?.accuracy,
            withoutPosition: !position && POSITIONED_EVENTS.has(body.event),
            onBehalf: result.onBehalf,
            note: noteOf(body, result.changes),
          });
          const cancelledLeg = returnLeg
            ? await cancelReturnLeg(tx, returnLeg, user, now, screen)
            : null;
          // Each leg to its own audience (its driver may not be this one's): publish.ts groups by id.
          await notifyTripChange(tx, trip, updated);
          if (cancelledLeg) await notifyTripChange(tx, returnLeg, cancelledLeg);
          return tripRowById(base, user, trip.id, tx);
        })
        .catch(async (e: unknown) => {
          if (signedIn) await discardTripSignatureFiles(base, signedIn);
          throw e;
        });
      // No event changes the driver, facility or booker, so the trip stays in the caller's scope.
      if (!data) throw notFound(TRIP_NOT_FOUND);
      return { code: 200, message: "Trip updated.", data };
    },
  );
}

/** Stores the drawn signature (H8's trip document) and links it to the trip as its proof. */
async function attachSignature(
  app: FastifyInstance,
  tx: Db,
  tripId: string,
  png: string,
  user: AuthUser,
): Promise<TripRecord> {
  const signatureDocumentId = await storeTripSignature(
    app,
    tx,
    tripId,
    png,
    user,
  );
  const [signed] = await tx
    .update(trips)
    .set({ signatureDocumentId })
    .where(eq(trips.id, tripId))
    .returning();
  return signed;
}

/** The reason given with the move, kept on the activity (delay, cancellation, unable to sign). */
function noteOf(
  body: { reason?: string | null; unableToSignReason?: string | null },
  changes: LifecycleChanges,
): string | null {
  return (
    changes.delayReason ??
    changes.reasonForCancellation ??
    changes.unableToSignReason ??
    body.reason ??
    null
  );
}
