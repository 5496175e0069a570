/**
 * The assignment check inside POST /trips (issue 10): setting or changing the driver or the vehicle
 * runs the same check as POST /trips/{id}/assignment (refused with 409 and the findings unless only
 * warnings remain and `assignmentOverrideReason` is given); changing the time or the equipment of an
 * assigned trip re-runs it and flags the trip for dispatch when it no longer passes.
 */
import type { FastifyInstance } from "fastify";
import { checkAssignment } from "../../domain/assignment";
import type { AssignmentFinding } from "../../domain/schemas/assignment";
import { assignmentRefused } from "../../domain/schemas/assignment";
import type { TripValues } from "../../domain/schemas/trip";
import type { trips } from "../db/schema";
import { assignmentRefusal, overrideNote } from "./assignment";
import { loadAssignmentFacts } from "./assignmentFacts";
import type { TripRecord } from "./rows";

type TripInsert = typeof trips.$inferInsert;

/** Fields whose change may make an assignment fail on the road. */
const RECHECKED = [
  "pickUpDatetime",
  "wheelchairTrip",
  "stretcherTrip",
  "attendantCount",
  "guestCount",
  "travelTimeInMinutes",
  "additionalWaitTimeInMinutes",
] as const;

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date
    ? a.getTime() === b.getTime()
    : (a ?? null) === (b ?? null);

export interface WriteAssignment {
  /** Columns to write: dispatchFindings (null clears the flag). */
  changes: Partial<TripInsert>;
  /** The override recorded in the trip's history, when warnings were overridden. */
  note: string | null;
}

/** What the write's assignment check decided; throws the 409 refusal. */
export async function assignmentOnWrite(
  app: FastifyInstance,
  body: Pick<TripValues, "assignmentOverrideReason">,
  values: Partial<TripInsert>,
  existing: TripRecord | null,
): Promise<WriteAssignment> {
  const merged = { ...(existing ?? {}), ...values } as TripRecord;
  merged.id = existing?.id ?? "00000000-0000-0000-0000-000000000000";
  const driverId = merged.driverId ?? null;
  const vehicleId = merged.vehicleId ?? null;
  if (!driverId && !vehicleId)
    return {
      changes: existing?.dispatchFindings ? { dispatchFindings: null } : {},
      note: null,
    };
  const reassigned =
    !existing ||
    !sameValue(existing.driverId, driverId) ||
    !sameValue(existing.vehicleId, vehicleId);
  const changed =
    reassigned ||
    RECHECKED.some((f) => f in values && !sameValue(values[f], existing?.[f]));
  if (!changed) return { changes: {}, note: null };
  const facts = await loadAssignmentFacts(app.db, app.config, merged, {
    driverId,
    vehicleId,
  });
  const findings = checkAssignment(facts);
  if (reassigned) {
    const reason = body.assignmentOverrideReason ?? null;
    if (assignmentRefused(findings, reason)) throw assignmentRefusal(findings);
    return {
      changes: { dispatchFindings: null },
      note: overrideNote(reason, findings),
    };
  }
  // The same driver and vehicle, a new time or equipment: the change stands; dispatch is told.
  const blocked: AssignmentFinding[] = findings.filter(
    (f) => f.severity === "blocked",
  );
  return {
    changes: { dispatchFindings: blocked.length > 0 ? blocked : null },
    note: null,
  };
}
