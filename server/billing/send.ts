/**
 * POST /invoices/{id}/send: the invoice's PDF by email to the billed party's billing contact (the
 * facility's billing contact, the insurer's email); the invoice becomes sent. No address: 409.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { invoicesModule } from "../../domain/modules/invoices";
import { formatCents } from "../../domain/money";
import { INVOICE_MESSAGES, invoiceSchema } from "../../domain/schemas/invoice";
import { envelopeSchema } from "../../domain/schemas/search";
import { recordActivity } from "../activities/record";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { facilities, insuranceProviders, invoices } from "../db/schema";
import { conflict } from "../errors";
import { currentUser } from "../plugins/auth";
import { billingProviderOf, findInvoice } from "./documents";
import { renderInvoicePdf } from "./pdf";
import { invoiceToRow, loadLedger } from "./rows";

const prefix = invoicesModule.api.prefix;

export function sendRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const write = base.authorize(invoicesModule.access.write);
  const provider = () => billingProviderOf(base.config);
  app.post(
    `${prefix}/:id/send`,
    {
      preParsing: write,
      schema: {
        params: idParamsSchema,
        // Nothing to send but the call itself: an empty object, and anything else is refused.
        body: z.strictObject({}),
        response: { 200: envelopeSchema(invoiceSchema), ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const invoice = await findInvoice(base.db, request.params.id);
      if (invoice.submissionStatus === "void")
        throw conflict(INVOICE_MESSAGES.alreadyVoid);
      const [contact] = invoice.facilityId
        ? await base.db
            .select({ email: facilities.billingContactEmail })
            .from(facilities)
            .where(eq(facilities.id, invoice.facilityId))
        : await base.db
            .select({ email: insuranceProviders.email })
            .from(insuranceProviders)
            .where(eq(insuranceProviders.id, invoice.insuranceProviderId!));
      if (!contact?.email) throw conflict(INVOICE_MESSAGES.noEmail);
      const pdf = await renderInvoicePdf(
        await loadLedger(base.db, invoice),
        provider(),
      );
      await base.mailer.send({
        to: contact.email,
        subject: `Invoice ${invoice.invoiceNumber} from ${base.config.BILLING_PROVIDER_NAME}`,
        body: [
          `Please find attached invoice ${invoice.invoiceNumber} for ${invoice.billedToName},`,
          `for the period ${invoice.periodFrom} to ${invoice.periodTo}.`,
          `Amount due: ${formatCents(invoice.balanceCents)}${invoice.dueOn ? `, by ${invoice.dueOn}` : ""}.`,
        ].join("\n"),
        attachments: [
          {
            filename: `${invoice.invoiceNumber}.pdf`,
            content: pdf,
            contentType: "application/pdf",
          },
        ],
      });
      const updated = await base.db.transaction(async (tx: Db) => {
        const [after] = await tx
          .update(invoices)
          .set({ submissionStatus: "sent", sentAt: new Date() })
          .where(eq(invoices.id, invoice.id))
          .returning();
        await recordActivity(tx, {
          modelType: "invoice",
          modelId: invoice.id,
          action: "sent",
          actor: user,
          before: invoice,
          after,
          note: contact.email,
        });
        return after;
      });
      return {
        code: 200,
        message: `Invoice sent to ${contact.email}.`,
        data: invoiceToRow(updated),
      };
    },
  );
}
