/** The public contact form: stored, then mailed to the support address. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contactSchema } from "../../domain/schemas/auth";
import { errorResponses, messageSchema } from "../crud/schemas";
import { contactMessages } from "../db/schema";
import { addressLimit } from "../limits/credentials";
import { PUBLIC } from "../plugins/routeAccess";

export async function contactRoutes(base: FastifyInstance) {
  base.withTypeProvider<ZodTypeProvider>().post(
    "/auth/contact",
    {
      config: { access: PUBLIC },
      // The credential routes' per-address limit: each message sends an email.
      preHandler: addressLimit(base),
      schema: {
        body: contactSchema,
        response: { 202: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const m = request.body;
      await base.db.insert(contactMessages).values(m);
      await base.mailer.send({
        to: base.config.SUPPORT_EMAIL,
        subject: `Contact form: ${m.subject}`,
        body: `From: ${m.name} <${m.email}>\n\n${m.message}\n`,
      });
      return reply.status(202).send({
        code: 202,
        message: "Thank you. We will get back to you soon.",
      });
    },
  );
}
