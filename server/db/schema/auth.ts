/** Accounts and what signs them in: users, sessions and single-use tokens. */
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
import { timestamps } from "./columns";
import { facilities } from "./facilities";
import { serviceOrganizations } from "./services";

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
    /**
     * Set on a service user (issue 28): an outside system's account that acts only through API keys,
     * never signs in, and is managed from its organisation's page, not the users list.
     */
    serviceOrganizationId: uuid("service_organization_id").references(
      () => serviceOrganizations.id,
      { onDelete: "restrict" },
    ),
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
    index("users_last_name_idx").on(t.lastName, t.id),
    index("users_first_name_idx").on(t.firstName, t.id),
    index("users_created_at_idx").on(t.createdAt, t.id),
    index("users_email_idx").on(t.email, t.id),
    index("users_active_idx").on(t.active),
    index("users_service_organization_idx").on(
      t.serviceOrganizationId,
      t.firstName,
      t.id,
    ),
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
    /** Where it was opened (the browser and address), so its owner can tell sessions apart. */
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId),
    // Sign-ins per day (issue 29's users analytics).
    index("sessions_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Single-use, expiring tokens: email verification, password reset, account setup, and the pending
 * second step of a sign-in ("mfa"). The purposes are a TypeScript enum only (a plain text column).
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose", {
      enum: ["verify-email", "reset-password", "setup", "mfa"],
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
