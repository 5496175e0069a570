/**
 * The single definition of every table. Migrations are generated from this file by drizzle-kit
 * (`npm run db:generate`) and committed under server/db/migrations.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
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

export const facilities = pgTable(
  "facilities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    facilityType: text("facility_type").notNull().default("facility"),
    ...timestamps,
  },
  (t) => [
    index("facilities_name_trgm").using("gin", t.name.op("gin_trgm_ops")),
    index("facilities_name_idx").on(t.name),
    index("facilities_type_idx").on(t.facilityType),
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
