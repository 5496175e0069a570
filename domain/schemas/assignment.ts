/**
 * Assignment of a driver and a vehicle to a trip (issue 10): the calls' bodies and the findings the
 * one check (domain/assignment.ts) answers. A finding is `blocked` (the assignment is refused),
 * `warning` (refused unless the caller gives an override reason, which the trip's history records)
 * or `note` (shown, never refusing).
 */
import { z } from "zod";
import type { AssignmentFinding } from "../assignmentFindings";
import { FINDING_CODES, FINDING_SEVERITIES } from "../assignmentFindings";
import { optionalText } from "./common";
import { TRIP_STATUSES } from "./tripParts";

// The lists and the finding's type live in a zod-free module (the first page load reads findings).
export { FINDING_CODES, FINDING_SEVERITIES } from "../assignmentFindings";
export type {
  AssignmentFinding,
  FindingCode,
  FindingSeverity,
} from "../assignmentFindings";

export const assignmentFindingSchema: z.ZodType<AssignmentFinding> = z.object({
  severity: z.enum(FINDING_SEVERITIES),
  code: z.enum(FINDING_CODES),
  message: z.string(),
});

/** POST /trips/{tripId}/assignment-check */
export const assignmentCheckBodySchema = z.strictObject({
  driverId: z.uuid(),
  vehicleId: z.uuid(),
});
export type AssignmentCheckBody = z.infer<typeof assignmentCheckBodySchema>;

/** POST /trips/{tripId}/assignment */
export const assignmentBodySchema = assignmentCheckBodySchema.extend({
  /** Given: warnings do not refuse the assignment; the reason goes into the trip's history. */
  overrideReason: optionalText(1000),
  /** The status the caller last saw (the board's card); when the trip has moved on, 409. */
  expectedTripStatus: z.enum(TRIP_STATUSES).optional(),
});
export type AssignmentBody = z.infer<typeof assignmentBodySchema>;

/** `data` of the check's answer, and of the 409 that refuses an assignment. */
export const assignmentFindingsSchema = z.object({
  findings: z.array(assignmentFindingSchema),
});

/** Whether the findings refuse an assignment made with or without an override reason. */
export function assignmentRefused(
  findings: readonly AssignmentFinding[],
  overrideReason?: string | null,
): boolean {
  if (findings.some((f) => f.severity === "blocked")) return true;
  return (
    findings.some((f) => f.severity === "warning") && !overrideReason?.trim()
  );
}
