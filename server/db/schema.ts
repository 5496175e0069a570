/**
 * The single definition of every table. Migrations are generated from this file by drizzle-kit
 * (`npm run db:generate`) and committed under server/db/migrations.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A postal address, flattened into columns wherever an entity has one. */
const addressColumns = {
  addressLine1: text("address_line1"),
  addressLine2: text("address_line2"),
  city: text("city"),
  state: text("state"),
  postalCode: text("postal_code"),
};

export const facilities = pgTable(
  "facilities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** community, facility or hospital: also the booking type its trips default to. */
    facilityType: text("facility_type").notNull().default("facility"),
    ...addressColumns,
    phone: text("phone"),
    billingContactName: text("billing_contact_name"),
    billingContactEmail: text("billing_contact_email"),
    billingContactPhone: text("billing_contact_phone"),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || coalesce(city, '') || ' ' || coalesce(phone, ''))`,
      ),
    ...timestamps,
  },
  (t) => [
    index("facilities_search_trgm").using(
      "gin",
      t.searchText.op("gin_trgm_ops"),
    ),
    index("facilities_name_idx").on(t.name),
    index("facilities_type_idx").on(t.facilityType),
    index("facilities_city_idx").on(t.city),
    // The city filter ignores case.
    index("facilities_city_lower_idx").on(sql`lower(${t.city})`),
    index("facilities_state_idx").on(t.state),
    index("facilities_created_at_idx").on(t.createdAt),
  ],
);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Role codes in order; the first decides the privileges (§6). */
    roles: text("roles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    passwordHash: text("password_hash"),
    requirePasswordReset: boolean("require_password_reset")
      .notNull()
      .default(false),
    emailVerifiedAt: timestamp("email_verified_at", {
      withTimezone: true,
      mode: "date",
    }),
    active: boolean("active").notNull().default(true),
    // A facility with staff cannot be deleted: unlinking them would silently change what they see.
    facilityId: uuid("facility_id").references(() => facilities.id, {
      onDelete: "restrict",
    }),
    /** Name, email and roles in one string for the trigram search. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || email)`,
      ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    index("users_roles_idx").using("gin", t.roles),
    index("users_facility_idx").on(t.facilityId),
    index("users_last_name_idx").on(t.lastName, t.firstName),
    index("users_first_name_idx").on(t.firstName),
    index("users_created_at_idx").on(t.createdAt),
    index("users_active_idx").on(t.active),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    expiresAt: timestamp("expires_at", {
      withTimezone: true,
      mode: "date",
    }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId),
  ],
);

/** Single-use, expiring tokens: email verification, password reset, account setup. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose", {
      enum: ["verify-email", "reset-password", "setup"],
    }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", {
      withTimezone: true,
      mode: "date",
    }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex("auth_tokens_hash_key").on(t.tokenHash),
    index("auth_tokens_user_idx").on(t.userId),
  ],
);

export const features = pgTable(
  "features",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    active: boolean("active").notNull().default(false),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(code || ' ' || title)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("features_code_key").on(t.code),
    index("features_title_idx").on(t.title),
    index("features_active_idx").on(t.active),
    index("features_created_at_idx").on(t.createdAt),
    index("features_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/** Every email the app sends; without SMTP this table is the outbox an admin reads. */
export const emails = pgTable(
  "emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toEmailAddress: text("to_email_address").notNull(),
    subject: text("subject").notNull(),
    /** Reset and setup links are redacted before the body is stored. */
    body: text("body").notNull(),
    transport: text("transport").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index("emails_created_at_idx").on(t.createdAt),
    index("emails_to_idx").on(t.toEmailAddress),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow(),
});

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex("drivers_user_key").on(t.userId),
    uniqueIndex("drivers_license_key").on(t.licenseNumber),
    index("drivers_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    index("drivers_last_name_idx").on(t.lastName, t.firstName),
    index("drivers_first_name_idx").on(t.firstName),
    index("drivers_status_idx").on(t.status),
    index("drivers_license_class_idx").on(t.licenseClass),
    index("drivers_license_expires_idx").on(t.licenseExpiresOn),
    index("drivers_credentials_expire_idx").on(t.credentialsExpireOn),
    index("drivers_hire_date_idx").on(t.hireDate),
    index("drivers_created_at_idx").on(t.createdAt),
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
    index("online_status_created_idx").on(t.createdAt),
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
    ...timestamps,
  },
  (t) => [
    index("influence_status_driver_created_idx").on(t.driverId, t.createdAt),
    index("influence_status_created_idx").on(t.createdAt),
    index("influence_status_status_idx").on(t.underTheInfluenceStatus),
  ],
);

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex("vehicles_plate_key").on(t.licensePlate),
    uniqueIndex("vehicles_vin_key").on(t.vin),
    index("vehicles_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    index("vehicles_make_model_idx").on(t.make, t.model),
    index("vehicles_year_idx").on(t.year),
    index("vehicles_capacity_idx").on(t.capacity),
    index("vehicles_status_idx").on(t.status),
    index("vehicles_wheelchair_idx").on(t.wheelchairAccessible),
    index("vehicles_stretcher_idx").on(t.stretcherCapable),
    index("vehicles_insurance_expires_idx").on(t.insuranceExpiresOn),
    index("vehicles_registration_expires_idx").on(t.registrationExpiresOn),
    index("vehicles_created_at_idx").on(t.createdAt),
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
    /** registration, insurance_card, inspection or other */
    documentType: text("document_type").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedByUserId: uuid("uploaded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(file_name || ' ' || document_type)`),
    ...timestamps,
  },
  (t) => [
    index("vehicle_documents_vehicle_idx").on(t.vehicleId, t.createdAt),
    index("vehicle_documents_type_idx").on(t.documentType),
    index("vehicle_documents_file_name_idx").on(t.fileName),
    index("vehicle_documents_created_at_idx").on(t.createdAt),
    index("vehicle_documents_search_trgm").using(
      "gin",
      t.searchText.op("gin_trgm_ops"),
    ),
  ],
);

export const insuranceProviders = pgTable(
  "insurance_providers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The clearing-house payer id claims are sent under. */
    payerId: text("payer_id"),
    phone: text("phone"),
    email: text("email"),
    ...addressColumns,
    active: boolean("active").notNull().default(true),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || coalesce(payer_id, '') || ' ' || coalesce(phone, ''))`,
      ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("insurance_providers_name_key").on(t.name),
    index("insurance_providers_search_trgm").using(
      "gin",
      t.searchText.op("gin_trgm_ops"),
    ),
    index("insurance_providers_payer_idx").on(t.payerId),
    index("insurance_providers_active_idx").on(t.active),
    index("insurance_providers_state_idx").on(t.state),
    index("insurance_providers_created_at_idx").on(t.createdAt),
  ],
);

/** One of a patient's addresses (home, day program, dialysis centre…). */
export interface PatientAddress {
  label: string;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  postalCode: string;
}

export const patients = pgTable(
  "patients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    phone: text("phone"),
    email: text("email"),
    addresses: jsonb("addresses")
      .$type<PatientAddress[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    wheelchair: boolean("wheelchair").notNull().default(false),
    stretcher: boolean("stretcher").notNull().default(false),
    insuranceProviderId: uuid("insurance_provider_id").references(
      () => insuranceProviders.id,
      { onDelete: "restrict" },
    ),
    insurancePolicyId: text("insurance_policy_id"),
    /** The facility whose staff may see the patient (§6 scoping); none: only transport staff. */
    facilityId: uuid("facility_id").references(() => facilities.id, {
      onDelete: "restrict",
    }),
    notes: text("notes"),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || coalesce(phone, '') || ' ' || coalesce(insurance_policy_id, ''))`,
      ),
    ...timestamps,
  },
  (t) => [
    index("patients_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    index("patients_last_name_idx").on(t.lastName, t.firstName),
    index("patients_first_name_idx").on(t.firstName),
    index("patients_dob_idx").on(t.dateOfBirth),
    index("patients_facility_idx").on(t.facilityId, t.lastName),
    index("patients_insurance_idx").on(t.insuranceProviderId),
    index("patients_wheelchair_idx").on(t.wheelchair),
    index("patients_stretcher_idx").on(t.stretcher),
    index("patients_created_at_idx").on(t.createdAt),
  ],
);

/** A price list for one booking type from a date on; the latest one in effect prices a trip. */
export const tripPrices = pgTable(
  "trip_prices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** private (Private / Community), facility or hospital (§3 booking types) */
    bookingType: text("booking_type").notNull(),
    baseFareCents: integer("base_fare_cents").notNull(),
    perMileCents: integer("per_mile_cents").notNull(),
    wheelchairSurchargeCents: integer("wheelchair_surcharge_cents")
      .notNull()
      .default(0),
    stretcherSurchargeCents: integer("stretcher_surcharge_cents")
      .notNull()
      .default(0),
    waitTimePerMinuteCents: integer("wait_time_per_minute_cents")
      .notNull()
      .default(0),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    notes: text("notes"),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(booking_type || ' ' || coalesce(notes, ''))`,
      ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("trip_prices_type_effective_key").on(
      t.bookingType,
      t.effectiveFrom,
    ),
    index("trip_prices_effective_idx").on(t.effectiveFrom),
    index("trip_prices_base_fare_idx").on(t.baseFareCents),
    index("trip_prices_created_at_idx").on(t.createdAt),
    index("trip_prices_search_trgm").using(
      "gin",
      t.searchText.op("gin_trgm_ops"),
    ),
  ],
);
