/**
 * The demo's payment records for private trips (issue 17), seeded with the trips (./trips.ts).
 */
import { randomBytes } from "node:crypto";
import { paymentRecords } from "../schema";
import type { Random, Tx } from "./random";
import type { TripValues } from "./tripBookings";
import { BATCH, HOUR, MIN } from "./units";

/**
 * Private trips' payments: most completed trips paid (a completed record: a card through the demo
 * provider, cash or a check taken by the office), some with an open checkout link (pending, with a
 * random token), a few failed (a declined card, the link given again later); and a few confirmed
 * trips paid ahead. Which trips, amounts and statuses follow the seed; only the tokens are random,
 * so no demo link can be guessed from the source.
 */
export async function seedPaymentRecords(
  tx: Tx,
  rnd: Random,
  all: TripValues[],
  now: Date,
): Promise<number> {
  const rows: (typeof paymentRecords.$inferInsert)[] = [];
  const link = () => randomBytes(32).toString("base64url");
  for (const t of all) {
    if (t.bookingType !== "private" || t.fareTotalCents == null) continue;
    const base = { tripId: t.id!, amountCents: t.fareTotalCents };
    if (t.tripStatus === "completed") {
      const roll = rnd.next();
      const at = Math.min(
        t.tripEndedAt!.getTime() + rnd.int(1, 48) * HOUR,
        now.getTime(),
      );
      const ended = t.tripEndedAt!;
      if (roll < 0.85) {
        const method = rnd.pick(["card", "card", "cash", "check"] as const);
        const card = method === "card";
        rows.push({
          ...base,
          status: "completed",
          method,
          provider: card ? "builtin" : "manual",
          providerReference: card ? `builtin_demo_${rows.length}` : null,
          checkoutToken: card ? link() : null,
          paidAt: new Date(at),
          createdAt: ended,
          updatedAt: new Date(at),
        });
        continue;
      }
      if (roll < 0.9) {
        // A declined card, then a new link the payer has not used yet.
        rows.push({
          ...base,
          status: "failed",
          method: "card",
          provider: "builtin",
          providerReference: `builtin_demo_${rows.length}`,
          failureReason: "The card was declined.",
          createdAt: ended,
          updatedAt: new Date(at),
        });
      }
      rows.push({
        ...base,
        status: "pending",
        method: "card",
        provider: "builtin",
        checkoutToken: link(),
        createdAt: new Date(Math.max(ended.getTime() + MIN, at)),
        updatedAt: new Date(Math.max(ended.getTime() + MIN, at)),
      });
    } else if (t.tripStatus === "confirmed" && rnd.next() < 0.2) {
      rows.push({
        ...base,
        status: "pending",
        method: "card",
        provider: "builtin",
        checkoutToken: link(),
        createdAt: t.confirmedAt ?? now,
        updatedAt: t.confirmedAt ?? now,
      });
    }
  }
  for (let i = 0; i < rows.length; i += BATCH)
    await tx.insert(paymentRecords).values(rows.slice(i, i + BATCH));
  return rows.length;
}
