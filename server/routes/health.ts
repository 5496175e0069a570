import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponses, messageSchema } from "../crud/schemas";
import { AppError } from "../errors";
import { PUBLIC } from "../plugins/routeAccess";

export async function healthRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const statusSchema = messageSchema.extend({
    database: z.string().optional(),
  });
  app.get(
    "/health/live",
    {
      config: { rateLimit: false, access: PUBLIC },
      schema: { response: { 200: statusSchema } },
    },
    async () => ({
      code: 200,
      message: "live",
    }),
  );
  app.get(
    "/health/ready",
    {
      config: { rateLimit: false, access: PUBLIC },
      schema: { response: { 200: statusSchema, ...errorResponses } },
    },
    async () => {
      try {
        await base.database.ping();
      } catch {
        throw new AppError(503, "The database is not answering.");
      }
      return { code: 200, message: "ready", database: base.database.kind };
    },
  );
}
