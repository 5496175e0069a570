/** What belongs to one trip besides its row: its payment records and its documents. */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, timestamps } from "./columns";
import { documentColumns } from "./documentColumns";
import { trips } from "./trips";

/**
 * What was paid for a trip (issue 12: a ledger entry, not a flag); the latest record is the trip's
 * paymentRecord, and a trip counts as paid only when it is completed (§4).
 */
export const paymentRecords = pgTable(
  "payment_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "restrict" }),
    /** pending, completed, failed or refunded */
    status: text("status").notNull().default("pending"),
    amountCents: integer("amount_cents").notNull(),
    /** card, cash, check, insurance or other */
    method: text("method"),
    /** builtin (demos and tests), stripe, or manual (recorded by the office) */
    provider: text("provider"),
    /** The provider's id of the payment (Stripe's Checkout Session or payment intent). */
    providerReference: text("provider_reference"),
    /**
     * The /checkout/:paymentId value: a long random capability, never the row id, so a payer's link
     * cannot be guessed from another's.
     */
    checkoutToken: text("checkout_token"),
    paidAt: at("paid_at"),
    refundedAt: at("refunded_at"),
    failureReason: text("failure_reason"),
    ...timestamps,
  },
  (t) => [
    index("payment_records_trip_idx").on(t.tripId, t.createdAt, t.id),
    index("payment_records_status_idx").on(t.status, t.createdAt, t.id),
    index("payment_records_status_sort_idx").on(t.status, t.id),
    uniqueIndex("payment_records_checkout_token_key").on(t.checkoutToken),
    // A provider's payment completes one record, once (a replayed webhook finds it taken).
    uniqueIndex("payment_records_provider_reference_key").on(
      t.provider,
      t.providerReference,
    ),
    // A trip is paid once (issue 21): concurrent writers can no longer both complete a payment of
    // it, nor both open a checkout link for it. Failed and refunded records count as neither.
    uniqueIndex("payment_records_trip_completed_key")
      .on(t.tripId)
      .where(sql`status = 'completed'`),
    uniqueIndex("payment_records_trip_open_checkout_key")
      .on(t.tripId)
      .where(sql`status = 'pending' and checkout_token is not null`),
    index("payment_records_paid_at_idx").on(t.paidAt, t.id),
    index("payment_records_method_idx").on(t.method, t.createdAt, t.id),
    index("payment_records_method_sort_idx").on(t.method, t.id),
    index("payment_records_amount_idx").on(t.amountCents, t.id),
    index("payment_records_created_at_idx").on(t.createdAt, t.id),
  ],
);

/** An uploaded file about a trip (and the drawn proof-of-service signature); bytes in file storage. */
export const tripDocuments = pgTable(
  "trip_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    /** signature, receipt, medical_form or other (documentType) */
    ...documentColumns(),
  },
  (t) => [
    index("trip_documents_trip_idx").on(t.tripId, t.createdAt, t.id),
    index("trip_documents_type_idx").on(t.documentType, t.id),
    index("trip_documents_file_name_idx").on(t.fileName, t.id),
    index("trip_documents_created_at_idx").on(t.createdAt, t.id),
    // The orphan sweep (server/documents/orphanSweep.ts) asks whether a stored file is still referenced.
    index("trip_documents_storage_key_idx").on(t.storageKey),
    index("trip_documents_search_trgm").using(
      "gin",
      t.searchText.op("gin_trgm_ops"),
    ),
  ],
);
