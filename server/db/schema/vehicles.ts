/** Vehicles and their uploaded documents. */
import { attributeValues, attributesIndex } from "./attributeColumns";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { documentColumns } from "./documentColumns";

export const vehicles = pgTable(
  "vehicles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    licensePlate: text("license_plate").notNull(),
    /** Upper-case, 17 characters, check digit verified (domain/vin.ts). */
    vin: text("vin").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    /** Seated passengers besides the driver. */
    capacity: integer("capacity").notNull(),
    wheelchairAccessible: boolean("wheelchair_accessible")
      .notNull()
      .default(false),
    stretcherCapable: boolean("stretcher_capable").notNull().default(false),
    insuranceExpiresOn: date("insurance_expires_on", { mode: "string" }),
    registrationExpiresOn: date("registration_expires_on", { mode: "string" }),
    /** active, maintenance or retired */
    status: text("status").notNull().default("active"),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(license_plate || ' ' || vin || ' ' || make || ' ' || model || ' ' || year::text)`,
      ),
    /** Values of the administrator-defined attributes (issue 28), by attribute id. */
    attributes: attributeValues(),
    ...timestamps,
  },
  (t) => [
    attributesIndex("vehicles_attributes_gin", t.attributes),
    uniqueIndex("vehicles_plate_key").on(t.licensePlate),
    uniqueIndex("vehicles_vin_key").on(t.vin),
    index("vehicles_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    index("vehicles_make_idx").on(t.make, t.id),
    index("vehicles_plate_idx").on(t.licensePlate, t.id),
    index("vehicles_year_idx").on(t.year, t.id),
    index("vehicles_capacity_idx").on(t.capacity, t.id),
    index("vehicles_status_idx").on(t.status, t.id),
    index("vehicles_wheelchair_idx").on(t.wheelchairAccessible),
    index("vehicles_stretcher_idx").on(t.stretcherCapable),
    index("vehicles_insurance_expires_idx").on(t.insuranceExpiresOn, t.id),
    index("vehicles_registration_expires_idx").on(
      t.registrationExpiresOn,
      t.id,
    ),
    index("vehicles_created_at_idx").on(t.createdAt, t.id),
  ],
);

/** An uploaded file about a vehicle; the bytes live in file storage under storageKey. */
export const vehicleDocuments = pgTable(
  "vehicle_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vehicleId: uuid("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    /** registration, insurance_card, inspection or other (documentType) */
    ...documentColumns(),
  },
  (t) => [
    index("vehicle_documents_vehicle_idx").on(t.vehicleId, t.createdAt),
    index("vehicle_documents_type_idx").on(t.documentType, t.id),
    index("vehicle_documents_file_name_idx").on(t.fileName, t.id),
    index("vehicle_documents_created_at_idx").on(t.createdAt, t.id),
    // The orphan sweep (server/documents/orphanSweep.ts) asks whether a stored file is still referenced.
    index("vehicle_documents_storage_key_idx").on(t.storageKey),
    index("vehicle_documents_search_trgm").using(
      "gin",
      t.searchText.op("gin_trgm_ops"),
    ),
  ],
);
