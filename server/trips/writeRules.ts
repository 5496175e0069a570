/**
 * Who may write what on a trip (issue 9, §6):
 * - modify-trips (dispatch, administrators): any patient; the facility as given (it must exist) or,
 *   on a create without one, the patient's; every field.
 * - request-trips without modify-trips (facility staff, customers): new trips are pending, for a
 *   patient in their reach (server/trips/patientReach.ts); facility staff book for their own
 *   facility (none: 403), customers for none; they may change only their own trips while pending,
 *   and never the driver, the vehicle, the dispatcher notes or the outcome (403). Their status
 *   changes go to the lifecycle table like anyone's (which lets them cancel a pending trip only).
 * - Every reference (patient, driver, vehicle, facility, insurance provider) must exist: a field
 *   error (422) rather than the database's generic foreign-key answer.
 */
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { eq } from "drizzle-orm";
import { isFacilityScoped } from "../../domain/privileges";
import type { TripValues } from "../../domain/schemas/trip";
import { TRIP_MESSAGES } from "../../domain/schemas/trip";
import { statusWord } from "../../domain/tripLifecycleRules";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import type { patients } from "../db/schema";
import {
  drivers,
  facilities,
  insuranceProviders,
  vehicles,
} from "../db/schema";
import { AppError, forbidden, unprocessable } from "../errors";
import { patientInReach } from "./patientReach";
import type { TripRecord } from "./rows";
import { seesAllTrips } from "./scope";

export const fieldError = (field: string, message: string) =>
  unprocessable(`${field}: ${message}`, [{ field, message }]);

const refused = (field: string, message: string) =>
  new AppError(403, `${field}: ${message}`, [{ field, message }]);

/** Fields only dispatch writes, and how a refusal names them. */
const DISPATCH_FIELDS = [
  "driverId",
  "vehicleId",
  "dispatcherNotes",
  "outcomeCode",
] as const;

export const BOOKER_MESSAGES = {
  pendingOnly: "New trips start as pending; dispatch confirms them.",
  notPending: (status: string) =>
    `This trip is ${statusWord(status)}: only dispatch can change it now.`,
} as const;

async function exists(
  db: Db,
  table: PgTable,
  id: PgColumn,
  value: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id })
    .from(table)
    .where(eq(id, value))
    .limit(1);
  return !!row;
}

/** What the write resolves besides the body: the patient and the facility to store. */
export interface TripWriteFacts {
  patient: typeof patients.$inferSelect;
  /** undefined: leave the stored facility as it is. */
  facilityId: string | null | undefined;
}

async function checkReferences(db: Db, body: TripValues): Promise<void> {
  const checks: [
    string | null | undefined,
    PgTable,
    PgColumn,
    string,
    string,
  ][] = [
    [
      body.driverId,
      drivers,
      drivers.id,
      "driverId",
      TRIP_MESSAGES.unknownDriver,
    ],
    [
      body.vehicleId,
      vehicles,
      vehicles.id,
      "vehicleId",
      TRIP_MESSAGES.unknownVehicle,
    ],
    [
      body.insuranceProviderId,
      insuranceProviders,
      insuranceProviders.id,
      "insuranceProviderId",
      TRIP_MESSAGES.unknownInsurer,
    ],
  ];
  for (const [value, table, column, field, message] of checks)
    if (value && !(await exists(db, table, column, value)))
      throw fieldError(field, message);
}

/** The booker's limits (request-trips without modify-trips). */
function checkBooker(
  user: AuthUser,
  body: TripValues,
  existing: TripRecord | null,
): void {
  if (isFacilityScoped(user)) {
    if (!user.facilityId) throw forbidden(TRIP_MESSAGES.noFacility);
    if (body.facilityId && body.facilityId !== user.facilityId)
      throw forbidden(TRIP_MESSAGES.otherFacility);
  } else if (body.facilityId && body.facilityId !== existing?.facilityId) {
    // A customer books as a private person: no facility.
    throw forbidden(TRIP_MESSAGES.otherFacility);
  }
  if (existing && existing.tripStatus !== "pending")
    throw forbidden(BOOKER_MESSAGES.notPending(existing.tripStatus));
  if (!existing && body.tripStatus && body.tripStatus !== "pending")
    throw refused("tripStatus", BOOKER_MESSAGES.pendingOnly);
  for (const field of DISPATCH_FIELDS) {
    const value = body[field];
    // Sending back what is stored (or nothing) is no change.
    if (
      value !== undefined &&
      value !== null &&
      value !== (existing?.[field] ?? null)
    )
      throw refused(field, TRIP_MESSAGES.dispatcherOnly);
  }
}

/** Checks a trip write and resolves its patient and facility; throws 403 or 422. */
export async function checkTripWrite(
  db: Db,
  user: AuthUser,
  body: TripValues,
  existing: TripRecord | null,
): Promise<TripWriteFacts> {
  const dispatch = seesAllTrips(user);
  if (!dispatch) checkBooker(user, body, existing);
  const patient = await patientInReach(db, user, body.patientId);
  if (!patient) throw fieldError("patientId", TRIP_MESSAGES.unknownPatient);
  await checkReferences(db, body);
  if (!dispatch)
    return {
      patient,
      facilityId: isFacilityScoped(user)
        ? user.facilityId
        : existing
          ? undefined
          : null,
    };
  if (body.facilityId) {
    if (!(await exists(db, facilities, facilities.id, body.facilityId)))
      throw fieldError("facilityId", TRIP_MESSAGES.unknownFacility);
    return { patient, facilityId: body.facilityId };
  }
  if (body.facilityId === null) return { patient, facilityId: null };
  return { patient, facilityId: existing ? undefined : patient.facilityId };
}
