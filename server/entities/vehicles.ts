import { vehiclesModule } from "../../domain/modules/vehicles";
import { eq, gte, lte, or, sql } from "drizzle-orm";
import { addDays, todayIso } from "../../domain/expiry";
import {
  vehicleSchema,
  vehicleUpsertSchema,
} from "../../domain/schemas/vehicle";
import { defineEntity } from "../crud/entity";
import { VEHICLE_CSV_COLUMNS } from "./exportColumns";
import { vehicleDocuments, vehicles } from "../db/schema";
import { registerUniqueConstraint } from "../errors";

type VehicleRecord = typeof vehicles.$inferSelect;

registerUniqueConstraint("vehicles_plate_key", {
  field: "licensePlate",
  message: "A vehicle with this license plate already exists.",
});
registerUniqueConstraint("vehicles_vin_key", {
  field: "vin",
  message: "A vehicle with this VIN already exists.",
});

/**
 * The storage keys of a vehicle's documents, read before the delete (the rows cascade away with
 * it) and removed from storage once the delete went through. Keyed by the record object the delete
 * route hands to both hooks.
 */
const pendingFileRemovals = new WeakMap<VehicleRecord, string[]>();

export const vehicleEntity = defineEntity({
  entity: vehiclesModule.api.entity,
  prefix: vehiclesModule.api.prefix,
  table: vehicles,
  idColumn: vehicles.id,
  idField: vehiclesModule.api.idField,
  rowSchema: vehicleSchema,
  bodySchema: vehicleUpsertSchema,
  sortable: {
    licensePlate: vehicles.licensePlate,
    make: vehicles.make,
    year: vehicles.year,
    capacity: vehicles.capacity,
    status: vehicles.status,
    insuranceExpiresOn: vehicles.insuranceExpiresOn,
    registrationExpiresOn: vehicles.registrationExpiresOn,
    createdAt: vehicles.createdAt,
  },
  defaultSort: "licensePlate",
  filters: {
    status: { kind: "string", column: vehicles.status },
    wheelchairAccessible: {
      kind: "boolean",
      column: vehicles.wheelchairAccessible,
    },
    stretcherCapable: { kind: "boolean", column: vehicles.stretcherCapable },
    make: { kind: "string", column: vehicles.make },
    year: { kind: "number", column: vehicles.year },
    minCapacity: {
      kind: "number",
      build: (v) => gte(vehicles.capacity, Number(v)),
    },
    // Insurance or registration expired or expiring within N days (the list's 30-day filter).
    expiringWithinDays: {
      kind: "number",
      build: (v) => {
        const limit = addDays(todayIso(), Math.trunc(Number(v)));
        return (
          or(
            lte(vehicles.insuranceExpiresOn, limit),
            lte(vehicles.registrationExpiresOn, limit),
          ) ?? sql`false`
        );
      },
    },
  },
  searchColumn: vehicles.searchText,
  dateColumn: vehicles.createdAt,
  access: vehiclesModule.access,
  attributes: "vehicle",
  csvColumns: VEHICLE_CSV_COLUMNS,
  beforeDelete: async (existing, { app }) => {
    const documents = await app.db
      .select({ storageKey: vehicleDocuments.storageKey })
      .from(vehicleDocuments)
      .where(eq(vehicleDocuments.vehicleId, existing.id));
    pendingFileRemovals.set(
      existing,
      documents.map((d) => d.storageKey),
    );
  },
  afterDelete: async (existing, { app }) => {
    const keys = pendingFileRemovals.get(existing) ?? [];
    pendingFileRemovals.delete(existing);
    // The rows are gone: a file that cannot be removed now is an orphan, logged rather than failed.
    await Promise.all(
      keys.map((key) =>
        app.fileStorage
          .remove(key)
          .catch((err: unknown) =>
            app.log.error({ err, key }, "vehicle document file not removed"),
          ),
      ),
    );
  },
});
