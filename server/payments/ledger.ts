/**
 * The payment record's moves (issue 12), each a conditional write so a payment completes once: a
 * replayed confirmation or webhook finds the record no longer pending and changes nothing. Every
 * completion, failure and refund is one activity row on the trip's history.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { CheckoutView } from "../../domain/schemas/paymentRecord";
import { PAYMENT_RECORD_MESSAGES as M } from "../../domain/schemas/paymentRecord";
import { recordActivity } from "../activities/record";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { paymentRecords, trips } from "../db/schema";
import { dbError, registerUniqueConstraint } from "../errors";

export type PaymentRecordRow = typeof paymentRecords.$inferSelect;

/**
 * The database's own guarantee that a trip is paid once (issue 21, server/db/schema/trips.ts): the
 * checks before a write only give the clearer answer; two writers racing past them meet these.
 */
export const ONE_COMPLETED = "payment_records_trip_completed_key";
export const ONE_OPEN_LINK = "payment_records_trip_open_checkout_key";
registerUniqueConstraint(ONE_COMPLETED, {
  field: "tripId",
  message: M.alreadyPaid,
});
registerUniqueConstraint(ONE_OPEN_LINK, {
  field: "tripId",
  message: M.openLink,
});

/** Whether a write failed on this unique index. */
export function violates(e: unknown, constraint: string): boolean {
  const db = dbError(e);
  return db?.code === "23505" && db.constraint === constraint;
}

/** 32 random bytes, base64url: the /checkout/:paymentId value (43 characters). */
export const newCheckoutToken = () => randomBytes(32).toString("base64url");
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The record a checkout token names, with the trip facts the payer sees; null when none. */
export async function findCheckout(db: Db, token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [found] = await db
    .select({
      record: paymentRecords,
      pickUpDatetime: trips.pickUpDatetime,
      pickUpAddress: trips.pickUpAddress,
      dropOffAddress: trips.dropOffAddress,
    })
    .from(paymentRecords)
    .innerJoin(trips, eq(trips.id, paymentRecords.tripId))
    .where(eq(paymentRecords.checkoutToken, token))
    .limit(1);
  return found ?? null;
}
export type CheckoutFound = NonNullable<
  Awaited<ReturnType<typeof findCheckout>>
>;

/** What the payer's page shows: the amount, the trip's date and its two stops' names. */
export function checkoutView(
  found: CheckoutFound,
  record: PaymentRecordRow,
  provider: CheckoutView["provider"],
): CheckoutView {
  return {
    status: record.status as CheckoutView["status"],
    amountCents: record.amountCents,
    currency: "usd",
    tripDate: found.pickUpDatetime.toISOString(),
    pickUpName: found.pickUpAddress.name,
    dropOffName: found.dropOffAddress.name,
    provider,
    paidAt: record.paidAt?.toISOString() ?? null,
  };
}

/** Whether a record of the trip (other than `exceptId`) is completed: the trip is paid (§4). */
export async function tripPaidElsewhere(
  db: Db,
  tripId: string,
  exceptId?: string,
): Promise<boolean> {
  const [other] = await db
    .select({ id: paymentRecords.id })
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.tripId, tripId),
        eq(paymentRecords.status, "completed"),
        exceptId ? ne(paymentRecords.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!other;
}

/** The trip's open checkout link (a pending record with a token), newest first. */
export async function openCheckoutLink(db: Db, tripId: string) {
  const [open] = await db
    .select()
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.tripId, tripId),
        eq(paymentRecords.status, "pending"),
        isNotNull(paymentRecords.checkoutToken),
      ),
    )
    .orderBy(desc(paymentRecords.createdAt))
    .limit(1);
  return open ?? null;
}

const ACTIONS = {
  completed: "payment-completed",
  failed: "payment-failed",
  refunded: "payment-refunded",
} as const;

interface Move {
  to: keyof typeof ACTIONS;
  /** Only from this status: the condition that makes the move happen once. */
  from: "pending" | "completed";
  set: Partial<typeof paymentRecords.$inferInsert>;
  actor: AuthUser | null;
  note?: string;
}

/**
 * Moves one record, once: the update holds only while the record is still in `from`. Answers the
 * record after the move, or null when it was no longer there to move (a replay, a race lost).
 */
export async function movePayment(
  app: FastifyInstance,
  record: PaymentRecordRow,
  move: Move,
): Promise<PaymentRecordRow | null> {
  return app.db.transaction(async (tx: Db) => {
    if (move.to === "completed")
      // The trip's row first: a change of its fare and this payment wait for each other
      // (server/payments/fareFreeze.ts), so a trip is never paid at a fare it no longer has.
      await tx
        .select({ id: trips.id })
        .from(trips)
        .where(eq(trips.id, record.tripId))
        .for("share");
    const [after] = await tx
      .update(paymentRecords)
      .set({ ...move.set, status: move.to })
      .where(
        and(
          eq(paymentRecords.id, record.id),
          eq(paymentRecords.status, move.from),
          // Completes only the amount the payer saw: the open link follows the fare.
          move.to === "completed"
            ? eq(paymentRecords.amountCents, record.amountCents)
            : undefined,
        ),
      )
      .returning();
    if (!after) return null;
    await recordActivity(tx, {
      modelType: "trip",
      modelId: record.tripId,
      action: ACTIONS[move.to],
      actor: move.actor,
      screen: move.actor ? "payment-ledger" : "checkout",
      before: paymentFacts(record),
      after: paymentFacts(after),
      note: move.note ?? null,
    });
    return after;
  });
}

/** The fields of a payment a trip's history shows. */
const paymentFacts = (r: PaymentRecordRow) => ({
  paymentStatus: r.status,
  paymentAmountCents: r.amountCents,
  paymentMethod: r.method,
  paymentProvider: r.provider,
  paidAt: r.paidAt,
  refundedAt: r.refundedAt,
});

export async function readPayment(
  db: Db,
  id: string,
): Promise<PaymentRecordRow | null> {
  const [row] = await db
    .select()
    .from(paymentRecords)
    .where(eq(paymentRecords.id, id))
    .limit(1);
  return row ?? null;
}
