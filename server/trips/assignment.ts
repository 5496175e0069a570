/**
 * POST /trips/{id}/assignment-check and POST /trips/{id}/assignment (issue 10): the one check of
 * domain/assignment.ts, asked without a change, then applied. Blocked findings always refuse (409
 * with the findings in `data`); warnings refuse unless an override reason is given, which the trip's
 * history records. Registered through the trips entity's `routes` hook.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ASSIGNMENT_MESSAGES as AM } from "../../domain/assignmentMessages";
import { tripsModule } from "../../domain/modules/trips";
import { PRIVILEGES as P } from "../../domain/privileges";
import type { AssignmentFinding } from "../../domain/schemas/assignment";
import {
  assignmentBodySchema,
  assignmentCheckBodySchema,
  assignmentFindingsSchema,
  assignmentRefused,
} from "../../domain/schemas/assignment";
import { envelopeSchema } from "../../domain/schemas/search";
import { TRIP_MESSAGES, tripSchema } from "../../domain/schemas/trip";
import { checkAssignment } from "../../domain/assignment";
import { statusWord } from "../../domain/tripLifecycleRules";
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import {
  errorBodySchema,
  errorResponses,
  idParamsSchema,
} from "../crud/schemas";
import type { Db } from "../db/client";
import { trips } from "../db/schema";
import { AppError, conflict, notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import { notifyTripChange } from "../realtime/publish";
import { loadAssignmentFacts } from "./assignmentFacts";
import { decidedOn } from "./eventsSupport";
import type { TripRecord } from "./rows";
import { tripRowById } from "./rows";
import { tripInScope } from "./scope";
import { checkExpectedStatus, RACE_MESSAGE } from "./status";
import { fieldError } from "./writeRules";

const TRIP_NOT_FOUND = "Trip not found.";
const CLOSED = new Set(["cancelled", "completed"]);

/** The 409 that refuses an assignment, carrying its findings. */
export function assignmentRefusal(findings: AssignmentFinding[]): AppError {
  const blocked = findings.some((f) => f.severity === "blocked");
  return new AppError(
    409,
    blocked ? AM.refusedBlocked : AM.refusedWarnings,
    undefined,
    { findings },
  );
}

/**
 * The note an overridden assignment leaves in the trip's history: the warnings it overrode (notes
 * ask for no override), or null when there were none or no reason was given.
 */
export function overrideNote(
  reason: string | null | undefined,
  findings: readonly AssignmentFinding[],
): string | null {
  const warnings = findings.filter((f) => f.severity === "warning");
  if (warnings.length === 0 || !reason) return null;
  return `Assigned despite: ${warnings.map((f) => f.message).join(" ")} Reason: ${reason}`;
}

export function assignmentRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const dispatchOnly = base.authorize({ privileges: [P.modifyTrips] });
  const prefix = tripsModule.api.prefix;

  async function tripFor(
    request: { params: { id: string } },
    user: AuthUser,
  ): Promise<TripRecord> {
    const { id } = request.params;
    if (!z.uuid().safeParse(id).success) throw notFound(TRIP_NOT_FOUND);
    const [trip] = await base.db
      .select()
      .from(trips)
      .where(tripInScope(user, id))
      .limit(1);
    if (!trip) throw notFound(TRIP_NOT_FOUND);
    return trip;
  }

  app.post(
    `${prefix}/:id/assignment-check`,
    {
      preParsing: dispatchOnly,
      schema: {
        params: idParamsSchema,
        body: assignmentCheckBodySchema,
        response: {
          200: envelopeSchema(assignmentFindingsSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const trip = await tripFor(request, user);
      const findings = await knownFindings(base, trip, request.body);
      return { code: 200, message: AM.checked, data: { findings } };
    },
  );

  app.post(
    `${prefix}/:id/assignment`,
    {
      preParsing: dispatchOnly,
      schema: {
        params: idParamsSchema,
        body: assignmentBodySchema,
        response: {
          200: envelopeSchema(tripSchema),
          ...errorResponses,
          409: errorBodySchema.extend({
            data: assignmentFindingsSchema.optional(),
          }),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const trip = await tripFor(request, user);
      checkExpectedStatus(body.expectedTripStatus, trip.tripStatus);
      if (CLOSED.has(trip.tripStatus))
        throw conflict(AM.closed(statusWord(trip.tripStatus)));
      const findings = await knownFindings(base, trip, body);
      if (assignmentRefused(findings, body.overrideReason))
        throw assignmentRefusal(findings);
      const data = await base.db.transaction(async (tx: Db) => {
        const [updated] = await tx
          .update(trips)
          .set({
            driverId: body.driverId,
            vehicleId: body.vehicleId,
            dispatchFindings: null,
          })
          .where(decidedOn(trip))
          .returning();
        if (!updated) throw conflict(RACE_MESSAGE);
        await recordActivity(tx, {
          modelType: "trip",
          modelId: trip.id,
          action: "assigned",
          actor: user,
          screen: "dispatch",
          before: trip,
          after: updated,
          note: overrideNote(body.overrideReason, findings),
        });
        await notifyTripChange(tx, trip, updated);
        return tripRowById(base, user, trip.id, tx);
      });
      if (!data) throw notFound(TRIP_NOT_FOUND);
      return { code: 200, message: AM.assigned, data };
    },
  );
}

/** The findings, once the driver and the vehicle are known to exist (else the booking form's 422). */
async function knownFindings(
  app: FastifyInstance,
  trip: TripRecord,
  target: { driverId: string; vehicleId: string },
): Promise<AssignmentFinding[]> {
  const facts = await loadAssignmentFacts(app.db, app.config, trip, target);
  if (!facts.driver) throw fieldError("driverId", TRIP_MESSAGES.unknownDriver);
  if (!facts.vehicle)
    throw fieldError("vehicleId", TRIP_MESSAGES.unknownVehicle);
  return checkAssignment(facts);
}
