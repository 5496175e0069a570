/**
 * Demo invoices (issue 12): for each facility, invoices over the last two calendar months in every
 * status — a paid one, a partly paid one with a contractual adjustment, a denied one, a void one
 * (its trips billed again on a later invoice) and a draft — and a draft for an insurer, so the 837P
 * export has something to show. Built with the same code as POST /invoices/generate; deterministic
 * for a given day.
 */
import { asc, eq } from "drizzle-orm";
import type { AuthUser } from "../../auth/authUser";
import { draftInvoice } from "../../billing/draft";
import { storeInvoice } from "../../billing/generate";
import { recordPayment } from "../../billing/money";
import {
  facilities,
  insuranceProviders,
  invoiceAdjustments,
  invoiceLines,
  invoices,
} from "../schema";
import { refreshInvoiceMoney } from "../../billing/ledger";
import type { Tx } from "./random";

const ZONE = "America/New_York";
const SYSTEM: AuthUser | null = null;

const day = (d: Date) => d.toISOString().slice(0, 10);
/** First and last day of the calendar month `back` months before today's. */
function month(today: string, back: number) {
  const [y, m] = today.split("-").map(Number);
  return {
    first: day(new Date(Date.UTC(y, m - 1 - back, 1))),
    last: day(new Date(Date.UTC(y, m - back, 0))),
  };
}
const plusDays = (iso: string, n: number) =>
  day(new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000));

export async function seedInvoices(tx: Tx, today: string): Promise<number> {
  const two = month(today, 2);
  const one = month(today, 1);
  const mid = plusDays(one.first, 14);
  let made = 0;

  const make = async (
    party: { facilityId?: string; insuranceProviderId?: string },
    fromDate: string,
    toDate: string,
  ) => {
    const draft = await draftInvoice(tx, { ...party, fromDate, toDate }, ZONE);
    if (!draft.lines.length) return null;
    made++;
    return storeInvoice(tx, draft, {
      issuedOn: plusDays(toDate, 1),
      userId: null,
    });
  };
  const send = (id: string, sentOn: string, review: Record<string, unknown>) =>
    tx
      .update(invoices)
      .set({
        submissionStatus: "sent",
        sentAt: new Date(`${sentOn}T15:00:00Z`),
        ...review,
      })
      .where(eq(invoices.id, id));
  const pay = (id: string, amountCents: number, on: string, ref: string) =>
    recordPayment(
      tx,
      {
        amountCents,
        method: "check",
        reference: ref,
        receivedAt: `${on}T16:00:00Z`,
        allocations: [{ invoiceId: id, amountCents }],
      },
      SYSTEM,
    );

  const facilityRows = await tx
    .select()
    .from(facilities)
    .orderBy(asc(facilities.name));
  for (const [i, f] of facilityRows.entries()) {
    const party = { facilityId: f.id };
    // Two months back: sent, approved and paid in full.
    const paid = await make(party, two.first, two.last);
    if (paid) {
      await send(paid.id, plusDays(two.last, 1), { reviewStatus: "approved" });
      await pay(paid.id, paid.totalCents, plusDays(two.last, 20), `CHK ${5101 + i}`); // prettier-ignore
    }
    // Last month's first half: a first attempt voided, then the same trips invoiced again, sent,
    // partly approved, partly paid with a contractual adjustment.
    const voided = await make(party, one.first, mid);
    if (voided) {
      await tx
        .update(invoiceLines)
        .set({ active: 0 })
        .where(eq(invoiceLines.invoiceId, voided.id));
      await tx
        .update(invoices)
        .set({
          submissionStatus: "void",
          voidedAt: new Date(`${plusDays(mid, 1)}T14:00:00Z`),
          voidReason: "Issued with the wrong billing contact",
        })
        .where(eq(invoices.id, voided.id));
    }
    const partial = await make(party, one.first, mid);
    if (partial) {
      const review =
        i === 2
          ? { reviewStatus: "denied", denialReason: "Trip logs missing signatures" } // prettier-ignore
          : { reviewStatus: "partially-approved" };
      await send(partial.id, plusDays(mid, 2), review);
      if (i !== 2) {
        const adjustment = Math.round(partial.totalCents * 0.05);
        await tx.insert(invoiceAdjustments).values({
          invoiceId: partial.id,
          kind: "contractual",
          amountCents: adjustment,
          reason: "Contracted rate reduction (5%)",
        });
        await refreshInvoiceMoney(tx, partial.id);
        await pay(partial.id, Math.round(partial.totalCents * 0.5), plusDays(mid, 12), `CHK ${5201 + i}`); // prettier-ignore
      }
    }
    // The rest of last month: a draft, not yet sent.
    await make(party, plusDays(mid, 1), one.last);
  }

  const [medicaid] = await tx
    .select()
    .from(insuranceProviders)
    .orderBy(asc(insuranceProviders.name))
    .where(eq(insuranceProviders.payerId, "MCDOH"));
  if (medicaid) await make({ insuranceProviderId: medicaid.id }, one.first, one.last); // prettier-ignore
  return made;
}
