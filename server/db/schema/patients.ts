/** Patients and the insurance providers that cover them. */
import { attributeValues, attributesIndex } from "./attributeColumns";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { addressColumns, timestamps } from "./columns";
import { facilities } from "./facilities";

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
    index("insurance_providers_payer_idx").on(t.payerId, t.id),
    index("insurance_providers_active_idx").on(t.active),
    index("insurance_providers_state_idx").on(t.state),
    index("insurance_providers_created_at_idx").on(t.createdAt, t.id),
    index("insurance_providers_name_idx").on(t.name, t.id),
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
  /** Filled by the server when the patient is saved (issue 22); absent on older rows. */
  latitude?: number | null;
  longitude?: number | null;
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
    /** Who added the patient: a customer reaches the profiles they created (issue 9 booking). */
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || coalesce(phone, '') || ' ' || coalesce(insurance_policy_id, ''))`,
      ),
    /** Values of the administrator-defined attributes (issue 28), by attribute id. */
    attributes: attributeValues(),
    ...timestamps,
  },
  (t) => [
    attributesIndex("patients_attributes_gin", t.attributes),
    index("patients_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
    index("patients_last_name_idx").on(t.lastName, t.id),
    index("patients_first_name_idx").on(t.firstName, t.id),
    index("patients_dob_idx").on(t.dateOfBirth, t.id),
    index("patients_facility_idx").on(t.facilityId, t.lastName, t.id),
    index("patients_insurance_idx").on(t.insuranceProviderId),
    index("patients_wheelchair_idx").on(t.wheelchair),
    index("patients_stretcher_idx").on(t.stretcher),
    index("patients_created_at_idx").on(t.createdAt, t.id),
    index("patients_created_by_idx").on(t.createdByUserId, t.lastName, t.id),
  ],
);
