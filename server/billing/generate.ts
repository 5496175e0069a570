/**
 * POST /invoices/generate {facilityId | insuranceProviderId, fromDate, toDate, preview?, dueOn?}:
 * the draft lines (preview) or a new draft invoice with them, in one transaction. A component
 * already on an active invoice is left out of the candidates; two generators racing for the same
 * trips meet the partial unique index (one active line per trip component), and the second answers
 * 409 with INVOICE_MESSAGES.alreadyBilled.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { formatInvoiceNumber } from "../../domain/billing/totals";
import { invoicesModule } from "../../domain/modules/invoices";
import {
  generateInvoiceSchema,
  INVOICE_MESSAGES,
  invoicePreviewSchema,
  invoiceSchema,
} from "../../domain/schemas/invoice";
import { envelopeSchema } from "../../domain/schemas/search";
import { recordActivity } from "../activities/record";
import { errorResponses } from "../crud/schemas";
import type { Db } from "../db/client";
import { invoiceLines, invoices } from "../db/schema";
import { registerUniqueConstraint, unprocessable } from "../errors";
import { currentUser } from "../plugins/auth";
import { calendarDay } from "../trips/fare";
import type { InvoiceDraft } from "./draft";
import { draftInvoice } from "./draft";
import { refreshInvoiceMoney } from "./ledger";
import { invoiceToRow } from "./rows";

registerUniqueConstraint("invoice_lines_active_component_key", {
  field: "lines",
  message: INVOICE_MESSAGES.alreadyBilled,
});

export const PAYMENT_TERMS_DAYS = 30;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

/** Stores a draft as a new invoice (number from the sequence) and its lines. */
export async function storeInvoice(
  tx: Db,
  draft: InvoiceDraft,
  opts: { issuedOn: string; dueOn?: string | null; userId: string | null },
) {
  const result = await tx.execute(
    sql`select nextval('invoice_number_seq')::text as n`,
  );
  const { n } = (result as unknown as { rows: { n: string }[] }).rows[0];
  const [invoice] = await tx
    .insert(invoices)
    .values({
      invoiceNumber: formatInvoiceNumber(Number(n)),
      facilityId: draft.party.facilityId,
      insuranceProviderId: draft.party.insuranceProviderId,
      billedToName: draft.party.name,
      periodFrom: draft.periodFrom,
      periodTo: draft.periodTo,
      issuedOn: opts.issuedOn,
      dueOn: opts.dueOn ?? addDays(opts.issuedOn, PAYMENT_TERMS_DAYS),
      createdByUserId: opts.userId,
    })
    .returning();
  await tx
    .insert(invoiceLines)
    .values(draft.lines.map((l) => ({ ...l, invoiceId: invoice.id })));
  return refreshInvoiceMoney(tx, invoice.id);
}

export function generateRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${invoicesModule.api.prefix}/generate`,
    {
      preParsing: base.authorize(invoicesModule.access.write),
      schema: {
        body: generateInvoiceSchema,
        response: {
          200: envelopeSchema(invoicePreviewSchema),
          201: envelopeSchema(invoiceSchema),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = currentUser(request);
      const timeZone = base.config.TRIP_TIME_ZONE;
      const draft = await draftInvoice(base.db, body, timeZone);
      if (body.preview)
        return reply.status(200).send({
          code: 200,
          message: "OK",
          data: {
            billedToName: draft.party.name,
            periodFrom: draft.periodFrom,
            periodTo: draft.periodTo,
            totalCents: draft.totalCents,
            tripCount: draft.tripCount,
            lines: draft.lines.map((l) => ({ ...l, invoiceLineId: null })),
          },
        });
      if (!draft.lines.length)
        throw unprocessable(INVOICE_MESSAGES.nothingToBill);
      const invoice = await base.db.transaction(async (tx: Db) => {
        const stored = await storeInvoice(tx, draft, {
          issuedOn: calendarDay(new Date(), timeZone),
          dueOn: body.dueOn,
          userId: user.userId,
        });
        await recordActivity(tx, {
          modelType: "invoice",
          modelId: stored.id,
          action: "created",
          actor: user,
          before: null,
          after: stored,
          note: `${draft.lines.length} lines, ${draft.tripCount} trips`,
        });
        return stored;
      });
      return reply.status(201).send({
        code: 201,
        message: `New ${invoicesModule.api.entity} added.`,
        data: invoiceToRow(invoice),
      });
    },
  );
}
