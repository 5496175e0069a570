/**
 * The sentences of the assignment check's findings (domain/assignment.ts): what a dispatcher reads
 * on the board and in the 409, naming the driver, the vehicle, the other trip and the dates.
 */
const expiry = (what: string, date: string | null, day: string) =>
  date
    ? `${what} expired on ${date}, before the trip on ${day}.`
    : `${what} is not on file.`;

export const FINDING_MESSAGES = {
  driverNotActive: (name: string, status: string) =>
    `${name} is not active (${status.replace(/_/g, " ")}).`,
  driverOverlap: (name: string, time: string, label: string) =>
    `${name} already has a trip at ${time} (${label}) that overlaps this one.`,
  vehicleOverlap: (label: string, time: string, other: string) =>
    `${label} is already on a trip at ${time} (${other}) that overlaps this one.`,
  patientOverlap: (time: string, label: string) =>
    `The patient already has a trip at ${time} (${label}) that overlaps this one.`,
  licenceExpired: (name: string, date: string | null, day: string) =>
    expiry(`${name}'s driving licence`, date, day),
  cprExpired: (name: string, date: string | null, day: string) =>
    expiry(`${name}'s CPR certificate`, date, day),
  wheelchairCertificateExpired: (
    name: string,
    date: string | null,
    day: string,
  ) =>
    `${expiry(`${name}'s wheelchair-securement certificate`, date, day)} This is a wheelchair trip.`,
  attestationMissing: (
    name: string,
    day: string,
    severity: "note" | "warning",
  ) =>
    severity === "note"
      ? `${name} has not yet posted an influence attestation for ${day}; it is due before the trip.`
      : `${name} has not posted today's influence attestation.`,
  underTheInfluence: (name: string, day: string) =>
    `${name} stated being under the influence on ${day}, and no data admin has cleared it.`,
  vehicleNotActive: (label: string, status: string) =>
    `${label} is not in service (${status.replace(/_/g, " ")}).`,
  noWheelchairLift: (label: string) =>
    `${label} has no wheelchair lift; this is a wheelchair trip.`,
  noStretcher: (label: string) =>
    `${label} cannot carry a stretcher; this is a stretcher trip.`,
  seats: (label: string, needed: number, capacity: number) =>
    `${label} seats ${capacity}; this trip needs ${needed} (patient, attendants and guests).`,
  insuranceExpired: (label: string, date: string | null, day: string) =>
    expiry(`${label}'s insurance`, date, day),
  registrationExpired: (label: string, date: string | null, day: string) =>
    expiry(`${label}'s registration`, date, day),
} as const;

/** The summary of a refused assignment (the 409's message). */
export const ASSIGNMENT_MESSAGES = {
  checked: "Assignment checked.",
  refusedBlocked: "This assignment is refused: see the findings.",
  refusedWarnings:
    "This assignment has warnings: give an override reason to assign anyway.",
  assigned: "Trip assigned.",
  closed: (status: string) =>
    `This trip is ${status}: it can no longer be assigned.`,
} as const;
