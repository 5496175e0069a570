/**
 * What the assignment check finds (issue 10), zod-free (./schemas/assignment.ts re-exports it and
 * builds its schema from these lists). The data provider reads a refusal's findings on every page's
 * first load, and a hand check of three fields keeps the schema library out of that load (issue 13).
 */

/** `note` informs and never asks for an override (a future day's missing attestation, issue 22). */
export const FINDING_SEVERITIES = ["blocked", "warning", "note"] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** Every finding the check can answer; the message says it in a dispatcher's words. */
export const FINDING_CODES = [
  "driver-overlap",
  "vehicle-overlap",
  "patient-overlap",
  "vehicle-equipment",
  "vehicle-seats",
  "driver-licence-expired",
  "driver-cpr-expired",
  "driver-wheelchair-certificate-expired",
  "vehicle-insurance-expired",
  "vehicle-registration-expired",
  "driver-not-active",
  "vehicle-not-active",
  "attestation-missing",
  "under-the-influence",
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export interface AssignmentFinding {
  severity: FindingSeverity;
  code: FindingCode;
  message: string;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): boolean =>
  (list as readonly unknown[]).includes(value);

function isFinding(value: unknown): value is AssignmentFinding {
  if (typeof value !== "object" || value === null) return false;
  const { severity, code, message } = value as Record<string, unknown>;
  return (
    oneOf(FINDING_SEVERITIES, severity) &&
    oneOf(FINDING_CODES, code) &&
    typeof message === "string"
  );
}

/** The findings of `{ findings: [...] }` (the check's answer, a 409's data), or null if it is not that. */
export function parseAssignmentFindings(
  data: unknown,
): AssignmentFinding[] | null {
  const findings = (data as { findings?: unknown } | null)?.findings;
  if (!Array.isArray(findings) || !findings.every(isFinding)) return null;
  return findings.map(({ severity, code, message }) => ({
    severity,
    code,
    message,
  }));
}
