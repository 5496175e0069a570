/**
 * Billing (issue 12): invoices for a facility or an insurance provider, one line per billed trip
 * component, payments received and their allocation to invoices, and adjustments. The balance is
 * always billed − paid − adjusted from these rows; the totals on the invoice row are kept in step in
 * the same transaction (for the list's sort and filter) and checked against the lines by tests.
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, timestamps } from "./columns";
import { facilities } from "./facilities";
import { insuranceProviders } from "./patients";
import { trips } from "./trips";

/** Invoice numbers: one sequence, so processes never hand out the same number. */
export const invoiceNumberSeq = pgSequence("invoice_number_seq", {
  startWith: 1001,
});

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "INV-000123", from the invoice_number_seq sequence (unique across processes). */
    invoiceNumber: text("invoice_number").notNull(),
    /** Exactly one of the two: who is billed. */
    facilityId: uuid("facility_id").references(() => facilities.id, {
      onDelete: "restrict",
    }),
    insuranceProviderId: uuid("insurance_provider_id").references(
      () => insuranceProviders.id,
      { onDelete: "restrict" },
    ),
    /** Name of the billed party when the invoice was made (the PDF and the list read it). */
    billedToName: text("billed_to_name").notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    /** draft, sent or void */
    submissionStatus: text("submission_status").notNull().default("draft"),
    /** not-reviewed, approved, partially-approved or denied */
    reviewStatus: text("review_status").notNull().default("not-reviewed"),
    denialReason: text("denial_reason"),
    /** unpaid, partially-paid or paid (derived from the balance when payments change) */
    settlementStatus: text("settlement_status").notNull().default("unpaid"),
    totalCents: integer("total_cents").notNull().default(0),
    paidCents: integer("paid_cents").notNull().default(0),
    adjustedCents: integer("adjusted_cents").notNull().default(0),
    /** What is still owed: nothing on a void invoice, whatever it once billed. */
    balanceCents: integer("balance_cents")
      .notNull()
      .generatedAlwaysAs(
        sql`case when submission_status = 'void' then 0 else total_cents - paid_cents - adjusted_cents end`,
      ),
    issuedOn: date("issued_on", { mode: "string" }),
    dueOn: date("due_on", { mode: "string" }),
    sentAt: at("sent_at"),
    voidedAt: at("voided_at"),
    voidReason: text("void_reason"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(invoice_number || ' ' || billed_to_name)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("invoices_number_key").on(t.invoiceNumber),
    check(
      "invoices_one_payer",
      sql`(facility_id is null) <> (insurance_provider_id is null)`,
    ),
    check("invoices_period", sql`period_from <= period_to`),
    index("invoices_facility_idx").on(t.facilityId, t.periodFrom, t.id),
    index("invoices_insurer_idx").on(t.insuranceProviderId, t.periodFrom, t.id),
    index("invoices_submission_idx").on(t.submissionStatus, t.createdAt, t.id),
    index("invoices_review_idx").on(t.reviewStatus, t.createdAt, t.id),
    index("invoices_settlement_idx").on(t.settlementStatus, t.createdAt, t.id),
    index("invoices_created_at_idx").on(t.createdAt, t.id),
    index("invoices_period_from_idx").on(t.periodFrom, t.id),
    index("invoices_total_idx").on(t.totalCents, t.id),
    index("invoices_balance_idx").on(t.balanceCents, t.id),
    index("invoices_billed_to_idx").on(t.billedToName, t.id),
    index("invoices_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/**
 * One billed component of one trip: base fare, mileage, equipment, wait time, attendant, or a
 * no-show or late-cancel fee. `active` is true while its invoice is not void: a component can be on
 * one active invoice only, and the database refuses a second (invoice_lines_active_component_key).
 */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "restrict" }),
    /** base, mileage, wheelchair, stretcher, wait, attendant, no-show or late-cancel */
    component: text("component").notNull(),
    hcpcsCode: text("hcpcs_code").notNull(),
    /** Origin–destination modifier (e.g. RH, residence to hospital). */
    modifier: text("modifier"),
    /** Miles, minutes or trips, to two decimals. */
    units: numeric("units", {
      precision: 10,
      scale: 2,
      mode: "number",
    }).notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    serviceDate: date("service_date", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    active: integer("active").notNull().default(1),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("invoice_lines_invoice_idx").on(t.invoiceId, t.serviceDate, t.id),
    index("invoice_lines_trip_idx").on(t.tripId),
    uniqueIndex("invoice_lines_active_component_key")
      .on(t.tripId, t.component)
      .where(sql`active = 1`),
    check("invoice_lines_amount", sql`amount_cents >= 0`),
  ],
);

/** Money received from a payer (a check, a remittance); allocated to one or several invoices. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    amountCents: integer("amount_cents").notNull(),
    /** card, cash, check, insurance (remittance), eft or other */
    method: text("method").notNull(),
    reference: text("reference"),
    receivedAt: at("received_at").notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("invoice_payments_received_idx").on(t.receivedAt, t.id),
    check("invoice_payments_amount", sql`amount_cents > 0`),
  ],
);

export const paymentAllocations = pgTable(
  "payment_allocations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => invoicePayments.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("payment_allocations_invoice_idx").on(t.invoiceId),
    index("payment_allocations_payment_idx").on(t.paymentId),
    check("payment_allocations_amount", sql`amount_cents > 0`),
  ],
);

/** A write-off or a contractual adjustment: lowers what is owed without a payment. */
export const invoiceAdjustments = pgTable(
  "invoice_adjustments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    /** write-off or contractual */
    kind: text("kind").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("invoice_adjustments_invoice_idx").on(t.invoiceId),
    check("invoice_adjustments_amount", sql`amount_cents > 0`),
  ],
);
