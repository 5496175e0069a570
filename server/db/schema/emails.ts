/** Outgoing email and the contact form's messages. */
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
    index("emails_created_at_idx").on(t.createdAt, t.id),
    // The outbox screen (issue 28): one recipient's, and the failed ones, newest first.
    index("emails_to_idx").on(t.toEmailAddress, t.createdAt, t.id),
    index("emails_failed_idx")
      .on(t.createdAt, t.id)
      .where(sql`error is not null`),
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
