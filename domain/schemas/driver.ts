import { z } from "zod";
import { optionalEmailSchema, optionalPhoneSchema } from "./contact";
import type { ExpiryState } from "../expiry";
import { addDays, todayIso } from "../expiry";
import { MESSAGES, requiredText } from "./common";
import { rowSchemaOf } from "./rowSchema";

/** A driver's employment status (the bulk status change offers each). */
export const DRIVER_STATUSES = ["active", "on_leave", "inactive"] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

/** US licence classes: A–C commercial, D the standard operator licence, E chauffeur in some states. */
export const LICENSE_CLASSES = ["A", "B", "C", "D", "E"] as const;
export type LicenseClass = (typeof LICENSE_CLASSES)[number];

export const DRIVER_MESSAGES = {
  date: "Use the format YYYY-MM-DD.",
  hireDateInFuture: "The hire date cannot be in the future.",
  licenseNumber: "Use letters, digits, spaces and dashes.",
  licenseState: "Use the two-letter state code.",
  licenseClass: "Choose a license class.",
  userId: "Choose a user account.",
  userNotFound: "This user account does not exist.",
  userNotDriver: "The linked user account must have the driver role.",
  licenseTaken: "A driver with this license number already exists.",
  userTaken: "This user account is already linked to another driver.",
} as const;

const isoDay = z.iso.date({ error: DRIVER_MESSAGES.date });
/** Empty inputs ("" from a cleared field, undefined when absent) mean "no value": null. */
const emptyToNull = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === "" ? null : v.trim();

const requiredDate = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .pipe(isoDay);
const optionalDate = z
  .string()
  .nullish()
  .transform(emptyToNull)
  .pipe(isoDay.nullable());

/**
 * The latest hire date accepted: today, with a day's slack because a calendar day has no zone and
 * "today" east of UTC is already tomorrow in UTC.
 */
export const latestHireDate = (now: Date = new Date()) =>
  addDays(todayIso(now), 1);

/** Upsert body for POST /drivers (driverId present → update). Shared by the API and the form. */
export const driverUpsertSchema = z.object({
  driverId: z.uuid().optional(),
  userId: z
    .string()
    .nullish()
    .transform(emptyToNull)
    .pipe(z.uuid(DRIVER_MESSAGES.userId).nullable()),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  licenseNumber: requiredText(30)
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9 -]*$/, DRIVER_MESSAGES.licenseNumber),
  licenseState: z
    .string()
    .nullish()
    .transform((v) => emptyToNull(v)?.toUpperCase() ?? null)
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}$/, DRIVER_MESSAGES.licenseState)
        .nullable(),
    ),
  licenseClass: z.enum(LICENSE_CLASSES, {
    error: DRIVER_MESSAGES.licenseClass,
  }),
  licenseExpiresOn: requiredDate,
  cprCertifiedUntil: optionalDate,
  wheelchairCertifiedUntil: optionalDate,
  hireDate: optionalDate.refine(
    (d) => d === null || d <= latestHireDate(),
    DRIVER_MESSAGES.hireDateInFuture,
  ),
  status: z.enum(DRIVER_STATUSES).default("active"),
});
export type DriverUpsert = z.input<typeof driverUpsertSchema>;
export type DriverValues = z.output<typeof driverUpsertSchema>;

const EXPIRY_STATES = [
  "expired",
  "expiringSoon",
  "valid",
  "none",
] as const satisfies readonly ExpiryState[];

export const driverSchema = rowSchemaOf(driverUpsertSchema, "driverId", {
  extra: {
    /** The earliest of the three expiries (a generated column). */
    credentialsExpireOn: z.string(),
    /** The worst expiry state of the three dates today: what the list's chip shows. */
    credentialsState: z.enum(EXPIRY_STATES),
  },
});
export type Driver = z.infer<typeof driverSchema>;
