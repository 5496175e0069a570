/** Column groups several tables share. */
import { text, timestamp } from "drizzle-orm/pg-core";

/** A point in time column (timestamptz read as a Date): every table's own times. */
export const at = (name: string) =>
  timestamp(name, { withTimezone: true, mode: "date" });

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A postal address, flattened into columns wherever an entity has one. */
export const addressColumns = {
  addressLine1: text("address_line1"),
  addressLine2: text("address_line2"),
  city: text("city"),
  state: text("state"),
  postalCode: text("postal_code"),
};
