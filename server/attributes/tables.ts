/**
 * Where each kind of record keeps its attribute values (issue 28): the `attributes` JSON column of
 * its table (server/db/schema/attributeColumns.ts), by the attribute's entity type.
 */
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AttributeEntityType } from "../../domain/schemas/attribute";
import { drivers, facilities, patients, trips, vehicles } from "../db/schema";

export const ATTRIBUTE_TABLES: Record<AttributeEntityType, PgTable> = {
  patient: patients,
  trip: trips,
  vehicle: vehicles,
  driver: drivers,
  facility: facilities,
};

export const ATTRIBUTE_COLUMNS: Record<AttributeEntityType, PgColumn> = {
  patient: patients.attributes,
  trip: trips.attributes,
  vehicle: vehicles.attributes,
  driver: drivers.attributes,
  facility: facilities.attributes,
};
