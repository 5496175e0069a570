/** Data shaping for the drivers admin: form values, defaults and the flat CSV row. */
import { displayName } from "../../domain/users";
import type { Driver, DriverUpsert } from "../../domain/schemas/driver";
import { toFormValues } from "../../src/forms/formValues";
import { driversModule } from "../../domain/modules/drivers";

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

type Translate = (key: string, options?: Record<string, unknown>) => string;
interface LinkedUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * One CSV line per driver: human column titles (translated field labels), status in words, the
 * linked account by name and email instead of its id.
 */
export function toCsvRow(
  row: DriverRow,
  translate: Translate,
  user: LinkedUser | undefined,
): Record<string, string> {
  const field = (name: string) =>
    translate(driversModule.key(`fields.${name}`));
  const linked = user ? `${displayName(user)} <${user.email ?? ""}>` : "";
  return {
    [field("firstName")]: row.firstName,
    [field("lastName")]: row.lastName,
    [field("email")]: row.email ?? "",
    [field("phone")]: row.phone ?? "",
    [field("licenseNumber")]: row.licenseNumber,
    [field("licenseState")]: row.licenseState ?? "",
    [field("licenseClass")]: row.licenseClass,
    [field("licenseExpiresOn")]: row.licenseExpiresOn,
    [field("cprCertifiedUntil")]: row.cprCertifiedUntil ?? "",
    [field("wheelchairCertifiedUntil")]: row.wheelchairCertifiedUntil ?? "",
    [field("credentialsExpireOn")]: row.credentialsExpireOn,
    [field("credentialsState")]: translate(
      driversModule.key(`credentialsStates.${row.credentialsState}`),
    ),
    [field("hireDate")]: row.hireDate ?? "",
    [field("status")]: translate(driversModule.key(`statuses.${row.status}`), {
      _: row.status,
    }),
    [field("userId")]: linked,
  };
}
