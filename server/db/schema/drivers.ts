/** Drivers and their status history (§3). */
import { attributeValues, attributesIndex } from "./attributeColumns";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamps } from "./columns";

export const drivers = pgTable(
  "drivers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The driver's sign-in account (role driver); removing the account unlinks the record. */
    userId: uuid("user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    licenseNumber: text("license_number").notNull(),
    licenseState: text("license_state"),
    licenseClass: text("license_class").notNull(),
    licenseExpiresOn: date("license_expires_on", { mode: "string" }).notNull(),
    cprCertifiedUntil: date("cpr_certified_until", { mode: "string" }),
    wheelchairCertifiedUntil: date("wheelchair_certified_until", {
      mode: "string",
    }),
    hireDate: date("hire_date", { mode: "string" }),
    /** active, on_leave or inactive */
    status: text("status").notNull().default("active"),
    /** The first of the licence and certification expiries: what the "expiring soon" flag and sort use. */
    credentialsExpireOn: date("credentials_expire_on", { mode: "string" })
      .notNull()
      .generatedAlwaysAs(
        sql`least(license_expires_on, cpr_certified_until, wheelchair_certified_until)`,
      ),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || license_number || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))`,
      ),
    /** Values of the administrator-defined attributes (issue 28), by attribute id. */
    attributes: attributeValues(),
    ...timestamps,
  },
  (t) => [
    attributesIndex("drivers_attributes_gin", t.attributes),
    uniqueIndex("drivers_user_key").on(t.userId),
    uniqueIndex("drivers_license_key").on(t.licenseNumber),
    index("drivers_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    index("drivers_last_name_idx").on(t.lastName, t.id),
    index("drivers_first_name_idx").on(t.firstName, t.id),
    index("drivers_status_idx").on(t.status, t.id),
    index("drivers_license_class_idx").on(t.licenseClass),
    index("drivers_license_expires_idx").on(t.licenseExpiresOn, t.id),
    index("drivers_credentials_expire_idx").on(t.credentialsExpireOn, t.id),
    index("drivers_hire_date_idx").on(t.hireDate, t.id),
    index("drivers_created_at_idx").on(t.createdAt, t.id),
    index("drivers_license_number_idx").on(t.licenseNumber, t.id),
  ],
);

const position = {
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
};

/** §3: a driver going online or offline, with where they were. The latest one is their status. */
export const onlineStatusRecords = pgTable(
  "online_status_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    driverId: uuid("driver_id")
      .notNull()
      .references(() => drivers.id, { onDelete: "cascade" }),
    ...position,
    onlineStatus: boolean("online_status").notNull(),
    ...timestamps,
  },
  (t) => [
    index("online_status_driver_created_idx").on(t.driverId, t.createdAt),
    index("online_status_created_idx").on(t.createdAt, t.id),
    index("online_status_status_idx").on(t.onlineStatus),
  ],
);

/** §3: the driver's attestation about alcohol and drugs, taken when going online. */
export const influenceStatusRecords = pgTable(
  "influence_status_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    driverId: uuid("driver_id")
      .notNull()
      .references(() => drivers.id, { onDelete: "cascade" }),
    ...position,
    underTheInfluenceStatus: boolean("under_the_influence_status").notNull(),
    /**
     * A data admin's clearance of a statement of being under the influence: until then the driver
     * cannot go online that day (issue 8). Who, when and why are kept with the statement.
     */
    clearedAt: timestamp("cleared_at", { withTimezone: true, mode: "date" }),
    clearedByUserId: uuid("cleared_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    clearReason: text("clear_reason"),
    ...timestamps,
  },
  (t) => [
    index("influence_status_driver_created_idx").on(t.driverId, t.createdAt),
    index("influence_status_created_idx").on(t.createdAt, t.id),
    index("influence_status_status_idx").on(t.underTheInfluenceStatus),
  ],
);
