/**
 * API keys of service users (issue 28) and the append-only record of every call made with one.
 * A key is shown once at creation and stored as its SHA-256 only; `prefix` (its first characters)
 * lets an administrator tell keys apart without the secret.
 */
import {
  bigserial,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, timestamps } from "./columns";
import { serviceOrganizations } from "./services";

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceUserId: uuid("service_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    serviceOrganizationId: uuid("service_organization_id")
      .notNull()
      .references(() => serviceOrganizations.id, { onDelete: "cascade" }),
    /** What the key is for ("Discharge sync, production"). */
    name: text("name").notNull(),
    /** The key's first characters, shown in lists (never enough to use it). */
    prefix: text("prefix").notNull(),
    /** SHA-256 of the key, hex; the key itself is never stored. */
    keyHash: text("key_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    revokedByUserId: uuid("revoked_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    lastUsedAt: at("last_used_at"),
    lastUsedAddress: text("last_used_address"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("api_keys_key_hash_key").on(t.keyHash),
    index("api_keys_user_idx").on(t.serviceUserId, t.createdAt, t.id),
    index("api_keys_org_idx").on(t.serviceOrganizationId, t.createdAt, t.id),
    index("api_keys_created_at_idx").on(t.createdAt, t.id),
    index("api_keys_name_idx").on(t.name, t.id),
    index("api_keys_expires_at_idx").on(t.expiresAt, t.id),
    index("api_keys_last_used_at_idx").on(t.lastUsedAt, t.id),
  ],
);

/**
 * One row per call that presented a known key, refused ones included. No foreign keys: the record
 * is append-only (a trigger refuses updates and deletes, migration 0022), so it outlives the key,
 * the user and the organisation it names.
 */
export const apiKeyCalls = pgTable(
  "api_key_calls",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    apiKeyId: uuid("api_key_id").notNull(),
    serviceUserId: uuid("service_user_id").notNull(),
    serviceOrganizationId: uuid("service_organization_id").notNull(),
    method: text("method").notNull(),
    /** The path called, without its query string. */
    path: text("path").notNull(),
    status: integer("status").notNull(),
    address: text("address"),
    durationMs: integer("duration_ms").notNull().default(0),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [
    index("api_key_calls_org_idx").on(t.serviceOrganizationId, t.at, t.id),
    index("api_key_calls_key_idx").on(t.apiKeyId, t.at, t.id),
    index("api_key_calls_user_idx").on(t.serviceUserId, t.at, t.id),
  ],
);
