/**
 * What a verified provider webhook does (issue 12): completes or fails the record it names, once.
 * The record is found by the reference the session was started under (unique per provider), else
 * by the id in its metadata; a replay finds it no longer pending and changes nothing. A paid amount
 * or currency other than the record's never completes it: the record fails with the reason.
 */
import { and, eq, or } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { z } from "zod";
import { paymentRecords } from "../db/schema";
import type { PaymentRecordRow } from "./ledger";
import { movePayment, ONE_COMPLETED, violates } from "./ledger";
import type { WebhookOutcome } from "./provider";
import { CURRENCY } from "./stripe";

const uuid = z.uuid();

async function recordOf(
  app: FastifyInstance,
  provider: string,
  outcome: Extract<WebhookOutcome, { reference: string }>,
): Promise<PaymentRecordRow | null> {
  const byReference = and(
    eq(paymentRecords.provider, provider),
    eq(paymentRecords.providerReference, outcome.reference),
  );
  const byId =
    outcome.paymentRecordId && uuid.safeParse(outcome.paymentRecordId).success
      ? eq(paymentRecords.id, outcome.paymentRecordId)
      : undefined;
  const rows = await app.db
    .select()
    .from(paymentRecords)
    .where(byId ? or(byReference, byId) : byReference)
    .limit(2);
  // The reference decides when both match different rows.
  return (
    rows.find(
      (r) =>
        r.provider === provider && r.providerReference === outcome.reference,
    ) ??
    rows[0] ??
    null
  );
}

export async function applyWebhook(
  app: FastifyInstance,
  outcome: WebhookOutcome,
  log: FastifyBaseLogger,
  provider = "stripe",
  /** A second look after the record's amount moved under this one (the trip's fare changed). */
  again = false,
): Promise<void> {
  if (outcome.kind === "ignored") return;
  const record = await recordOf(app, provider, outcome);
  if (!record) {
    log.warn({ reference: outcome.reference }, "webhook for no payment record");
    return;
  }
  if (record.status !== "pending") return;
  const base = {
    provider,
    providerReference: outcome.reference,
  };
  if (outcome.kind === "failed") {
    await movePayment(app, record, {
      from: "pending",
      to: "failed",
      set: {
        ...base,
        failureReason: "The provider reported the payment failed.",
      },
      actor: null,
    });
    return;
  }
  const tampered =
    outcome.amountCents !== record.amountCents ||
    (outcome.currency ?? "").toLowerCase() !== CURRENCY;
  if (tampered) {
    log.warn(
      { paymentRecordId: record.id },
      "webhook amount differs from the payment record's",
    );
    await movePayment(app, record, {
      from: "pending",
      to: "failed",
      set: {
        ...base,
        failureReason: `Paid ${outcome.amountCents ?? "?"} ${outcome.currency ?? ""} where ${record.amountCents} usd was due.`,
      },
      actor: null,
    });
    return;
  }
  try {
    const after = await movePayment(app, record, {
      from: "pending",
      to: "completed",
      set: { ...base, method: "card", paidAt: new Date(), failureReason: null },
      actor: null,
      note: "Paid through Stripe Checkout",
    });
    // Not moved: the trip's fare (and so the link's amount) changed since the read, or a replay
    // won. Read it again: the amount check above then fails it with the reason, or nothing is left.
    if (!after && !again) await applyWebhook(app, outcome, log, provider, true);
  } catch (e) {
    if (!violates(e, ONE_COMPLETED)) throw e;
    // The trip was paid otherwise meanwhile (the office took cash): the money Stripe took is a
    // second payment. Answering an error would only make Stripe send the event again for days;
    // the record fails with the reason, for the office to give the money back.
    log.warn(
      { paymentRecordId: record.id },
      "a second payment of a trip already paid",
    );
    await movePayment(app, record, {
      from: "pending",
      to: "failed",
      set: {
        ...base,
        failureReason:
          "Paid after the trip was already paid: refund this payment in Stripe.",
      },
      actor: null,
    });
  }
}
