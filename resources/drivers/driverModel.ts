/** Data shaping for the drivers admin: form values and defaults (the CSV is the server's). */
import { displayName } from "../../domain/users";
import type { Driver, DriverUpsert } from "../../domain/schemas/driver";
import { toFormValues } from "../../src/forms/formValues";

export type DriverRow = Driver;

export const driverDefaults: DriverUpsert = {
  userId: null,
  firstName: "",
  lastName: "",
  email: null,
  phone: null,
  licenseNumber: "",
  licenseState: null,
  licenseClass: "D",
  licenseExpiresOn: "",
  cprCertifiedUntil: null,
  wheelchairCertifiedUntil: null,
  hireDate: null,
  status: "active",
};

/** The form values for a row (src/forms/formValues); a new driver starts from the defaults. */
export const toDriverForm = (
  row: DriverRow | null | undefined,
): DriverUpsert & { id?: string } =>
  toFormValues(row, driverDefaults, "driverId");

/** The driver's name as operators read it (list column, references, page titles). */
export const driverName = (row: Pick<Driver, "firstName" | "lastName">) =>
  displayName(row);
