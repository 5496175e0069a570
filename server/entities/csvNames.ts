/**
 * The CSV exports' lookups (server/crud/csvColumns.ts CsvLookup): the names of the records a batch
 * of rows refers to, one query per lookup and batch, so a file shows "Riverside Care Home" where the
 * row holds a facility id.
 */
import { inArray } from "drizzle-orm";
import { displayName } from "../../domain/users";
import type { CsvLookup } from "../crud/csvColumns";
import { drivers, facilities, insuranceProviders, users } from "../db/schema";

export const facilityNames: CsvLookup = async (db, ids) => {
  const rows = await db
    .select({ id: facilities.id, name: facilities.name })
    .from(facilities)
    .where(inArray(facilities.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
};

export const insuranceProviderNames: CsvLookup = async (db, ids) => {
  const rows = await db
    .select({ id: insuranceProviders.id, name: insuranceProviders.name })
    .from(insuranceProviders)
    .where(inArray(insuranceProviders.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
};

/** A linked account as "First Last <email>". */
export const accountNames: CsvLookup = async (db, ids) => {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((u) => [u.id, `${displayName(u)} <${u.email}>`]));
};

export const driverNames: CsvLookup = async (db, ids) => {
  const rows = await db
    .select({
      id: drivers.id,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
    })
    .from(drivers)
    .where(inArray(drivers.id, [...ids]));
  return new Map(rows.map((d) => [d.id, displayName(d)]));
};
