import { z } from "zod";
import { normalizeVin, VIN_MESSAGES, vinProblem } from "../vin";
import { MESSAGES, requiredText } from "./common";
import { rowSchemaOf } from "./rowSchema";

export const VEHICLE_STATUSES = ["active", "maintenance", "retired"] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const VEHICLE_YEAR_MIN = 1980;
/** Next year's models are sold from the summer before. */
export const vehicleYearMax = (now: Date = new Date()) =>
  now.getUTCFullYear() + 1;
export const VEHICLE_CAPACITY_MIN = 1;
export const VEHICLE_CAPACITY_MAX = 20;

export const VEHICLE_MESSAGES = {
  plate: "Use letters, digits, spaces and dashes.",
  year: () =>
    `Enter a model year from ${VEHICLE_YEAR_MIN} to ${vehicleYearMax()}.`,
  capacity: `Enter a capacity from ${VEHICLE_CAPACITY_MIN} to ${VEHICLE_CAPACITY_MAX}.`,
  wholeNumber: "Enter a whole number.",
  date: "Enter a date as YYYY-MM-DD.",
} as const;

/** Trimmed and upper-cased: "abc 123" and "ABC 123" are the same plate (unique on the server). */
export const licensePlateSchema = requiredText(15)
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9 -]*$/, VEHICLE_MESSAGES.plate));

/** Normalised (trimmed, upper case), then checked: characters, length, check digit. */
export const vinSchema = z
  .string({ error: VIN_MESSAGES.required })
  .transform(normalizeVin)
  .superRefine((vin, ctx) => {
    const problem = vinProblem(vin);
    if (problem)
      ctx.addIssue({ code: "custom", message: VIN_MESSAGES[problem] });
  });

/** A required whole number from a number input (which holds null when empty). */
const wholeNumber = (min: number, max: () => number, message: () => string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? MESSAGES.required
          : VEHICLE_MESSAGES.wholeNumber,
    })
    .int(VEHICLE_MESSAGES.wholeNumber)
    .refine((n) => n >= min && n <= max(), { error: message });

/** An optional calendar day; the date picker holds "" or null when cleared. */
const optionalDay = z
  .union([z.iso.date(VEHICLE_MESSAGES.date), z.literal(""), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** POST /vehicles (vehicleId present → update). */
export const vehicleUpsertSchema = z.object({
  vehicleId: z.uuid().optional(),
  licensePlate: licensePlateSchema,
  vin: vinSchema,
  make: requiredText(60),
  model: requiredText(60),
  year: wholeNumber(VEHICLE_YEAR_MIN, vehicleYearMax, VEHICLE_MESSAGES.year),
  capacity: wholeNumber(
    VEHICLE_CAPACITY_MIN,
    () => VEHICLE_CAPACITY_MAX,
    () => VEHICLE_MESSAGES.capacity,
  ),
  wheelchairAccessible: z.boolean().default(false),
  stretcherCapable: z.boolean().default(false),
  insuranceExpiresOn: optionalDay,
  registrationExpiresOn: optionalDay,
  status: z
    .enum(VEHICLE_STATUSES, { error: MESSAGES.required })
    .default("active"),
});
export type VehicleUpsert = z.input<typeof vehicleUpsertSchema>;

/** The API's vehicle: the upsert fields between the ids and the timestamps. */
export const vehicleSchema = rowSchemaOf(vehicleUpsertSchema, "vehicleId");
export type Vehicle = z.infer<typeof vehicleSchema>;
