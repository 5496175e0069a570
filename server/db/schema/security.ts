/**
 * Second factor and replay-safe creates: a user's TOTP secret and recovery codes, and the
 * Idempotency-Key ledger that makes a retried create answer the first one's result.
 */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/** One TOTP authenticator per user (RFC 6238); confirmedAt is null while enrolment is unfinished. */
export const userTotp = pgTable("user_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The shared secret, sealed with the server's key (never answered after enrolment). */
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
  /** The last 30-second step a code was accepted for: a code is good once (RFC 6238 §5.2). */
  lastUsedStep: integer("last_used_step"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow(),
});

/** Single-use recovery codes, stored as hashes. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex("recovery_codes_hash_key").on(t.codeHash),
    index("recovery_codes_user_idx").on(t.userId),
  ],
);

/**
 * A create sent with an Idempotency-Key: the first request claims (user, key) inside its own
 * transaction, so a concurrent retry waits on the key and then answers with the record it made.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** "POST /api/trips": a key is bound to one call. */
    route: text("route").notNull(),
    /** SHA-256 of the canonical body: a key reused with another body is refused. */
    requestHash: text("request_hash").notNull(),
    /** The id of the record the first request created. */
    resourceId: text("resource_id"),
    statusCode: integer("status_code"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);
