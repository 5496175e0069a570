/**
 * Limiter state shared by every API process on the database: sign-in failures per account, attempts
 * per address, account emails per address. Keys are hashed, so the table holds no email or address.
 */
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const throttles = pgTable(
  "throttles",
  {
    /** "<kind>:<sha-256 of the subject>". */
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowStartedAt: timestamp("window_started_at", {
      withTimezone: true,
      mode: "date",
    }).notNull(),
    blockedUntil: timestamp("blocked_until", {
      withTimezone: true,
      mode: "date",
    }),
    updatedAt: timestamp("updated_at", {
      withTimezone: true,
      mode: "date",
    }).notNull(),
  },
  (t) => [index("throttles_updated_at_idx").on(t.updatedAt)],
);
