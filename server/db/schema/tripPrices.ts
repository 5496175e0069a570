/** Trip price lists per booking type. */
import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

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
    /** Billing (issue 12): per attendant per leg, and the fees of a no-show and a late cancel. */
    attendantCents: integer("attendant_cents").notNull().default(0),
    noShowFeeCents: integer("no_show_fee_cents").notNull().default(0),
    lateCancelFeeCents: integer("late_cancel_fee_cents").notNull().default(0),
    /**
     * HCPCS codes per billed component where this list differs from the defaults
     * (domain/billing: A0130 wheelchair van, T2005 stretcher van, A0100 ambulatory, …).
     */
    hcpcsCodes: jsonb("hcpcs_codes")
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
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
    index("trip_prices_effective_idx").on(t.effectiveFrom, t.id),
    index("trip_prices_base_fare_idx").on(t.baseFareCents, t.id),
    index("trip_prices_created_at_idx").on(t.createdAt, t.id),
    index("trip_prices_booking_type_idx").on(t.bookingType, t.id),
    index("trip_prices_search_trgm").using(
      "gin",
      t.searchText.op("gin_trgm_ops"),
    ),
  ],
);
