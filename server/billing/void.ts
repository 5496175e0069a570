/**
 * POST /invoices/{id}/void {reason}: the invoice becomes void and its lines inactive in one
 * transaction, so its trips are free for another invoice. An invoice with payments or adjustments
 * cannot be voided (409): they would be left allocated to nothing.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { invoicesModule } from "../../domain/modules/invoices";
import {
  INVOICE_MESSAGES,
  invoiceSchema,
  voidInvoiceSchema,
} from "../../domain/schemas/invoice";
import { envelopeSchema } from "../../domain/schemas/search";
import { recordActivity } from "../activities/record";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { invoiceLines, invoices } from "../db/schema";
import { conflict } from "../errors";
import { currentUser } from "../plugins/auth";
import { checkInvoiceId } from "./money";
import { lockInvoice } from "./ledger";
import { invoiceToRow } from "./rows";

const prefix = invoicesModule.api.prefix;

export function voidRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const write = base.authorize(invoicesModule.access.write);
  app.post(
    `${prefix}/:id/void`,
    {
      preParsing: write,
      schema: {
        params: idParamsSchema,
        body: voidInvoiceSchema,
        response: { 200: envelopeSchema(invoiceSchema), ...errorResponses },
      },
    },
    async (request) => {
      const id = checkInvoiceId(request.params.id);
      const user = currentUser(request);
      const invoice = await base.db.transaction(async (tx: Db) => {
        const before = await lockInvoice(tx, id);
        if (before.submissionStatus === "void")
          throw conflict(INVOICE_MESSAGES.alreadyVoid);
        if (before.paidCents > 0 || before.adjustedCents > 0)
          throw conflict(INVOICE_MESSAGES.voidWithMoney);
        // The lines stay for the record but free their trips for another invoice.
        await tx
          .update(invoiceLines)
          .set({ active: 0 })
          .where(eq(invoiceLines.invoiceId, id));
        const [after] = await tx
          .update(invoices)
          .set({
            submissionStatus: "void",
            voidedAt: new Date(),
            voidReason: request.body.reason,
          })
          .where(eq(invoices.id, id))
          .returning();
        await recordActivity(tx, {
          modelType: "invoice",
          modelId: id,
          action: "void",
          actor: user,
          before,
          after,
          note: request.body.reason,
        });
        return after;
      });
      return {
        code: 200,
        message: "Invoice voided.",
        data: invoiceToRow(invoice),
      };
    },
  );
}
