/**
 * The email calls of issue 28, for holders of admin (the modules' declared access):
 * - POST /email/send {toEmailAddress, subject, body} (§7): through the outbox and its per-address
 *   cap; 'Email sent.' (§8), 429 past the cap, 502 with the mail server's reason when delivery
 *   failed (the row stays in the outbox, where it can be sent again).
 * - POST /emails/{emailId}/resend: a failed one only (409 otherwise), sent again as a new outbox
 *   row with the stored body, whose secret links were redacted and stay so; answers the new row.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { emailSendApiModule, emailsModule } from "../../domain/modules/emails";
import {
  EMAIL_MESSAGES,
  emailRowSchema,
  emailSendSchema,
  emailStatus,
} from "../../domain/schemas/email";
import { envelopeSchema } from "../../domain/schemas/search";
import {
  errorBodySchema,
  errorResponses,
  idParamsSchema,
  messageSchema,
} from "../crud/schemas";
import { emails } from "../db/schema";
import { emailEntity } from "../entities/emails";
import { AppError, conflict, notFound } from "../errors";
import type { OutboxRecord } from "./outbox";
import { sendThroughOutbox } from "./outbox";

const uuid = z.uuid();

/** A delivery error on the stored row: 502, naming the mail server's reason, the row in `data`. */
function refusedDelivery(record: OutboxRecord, row?: unknown): AppError {
  return new AppError(
    502,
    EMAIL_MESSAGES.undelivered(record.error ?? ""),
    undefined,
    row,
  );
}

export async function emailRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const withDelivery = { ...errorResponses, 502: errorBodySchema };

  app.post(
    `${emailSendApiModule.api.prefix}/send`,
    {
      preParsing: base.authorize(emailSendApiModule.access.write),
      schema: {
        body: emailSendSchema,
        response: { 200: messageSchema, ...withDelivery },
      },
    },
    async (request, reply) => {
      const { toEmailAddress, subject, body } = request.body;
      const stored = await sendThroughOutbox(base, reply, {
        to: toEmailAddress,
        subject,
        body,
      });
      if (stored.error !== null) throw refusedDelivery(stored);
      return { code: 200, message: SUCCESS_MESSAGES.emailSent };
    },
  );

  app.post(
    `${emailsModule.api.prefix}/:id/resend`,
    {
      preParsing: base.authorize(emailsModule.access.write),
      schema: {
        params: idParamsSchema,
        body: z.strictObject({}),
        response: { 200: envelopeSchema(emailRowSchema), ...withDelivery },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [failed] = uuid.safeParse(id).success
        ? await base.db.select().from(emails).where(eq(emails.id, id)).limit(1)
        : [];
      if (!failed) throw notFound(EMAIL_MESSAGES.notFound);
      if (emailStatus(failed) !== "failed")
        throw conflict(EMAIL_MESSAGES.onlyFailedResend);
      // The stored body as it is: its redacted links are not known any more, so none can come back.
      const stored = await sendThroughOutbox(base, reply, {
        to: failed.toEmailAddress,
        subject: failed.subject,
        body: failed.body,
      });
      const row = emailRowSchema.parse(emailEntity.toRow(stored));
      if (stored.error !== null) throw refusedDelivery(stored, row);
      return { code: 200, message: SUCCESS_MESSAGES.emailSent, data: row };
    },
  );
}
