import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import { users } from "../db/schema";
import { notFound } from "../errors";

const publicProfileSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** Any signed-in user may see another user's name (/user/profile/:userId, mentions); nothing more. */
export async function userProfileRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/users/:id/profile",
    {
      preParsing: base.authorize(),
      schema: {
        params: idParamsSchema,
        response: {
          200: z.object({
            code: z.number(),
            message: z.string(),
            data: publicProfileSchema,
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (!z.uuid().safeParse(request.params.id).success)
        throw notFound("User not found.");
      const [u] = await base.db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(eq(users.id, request.params.id))
        .limit(1);
      if (!u) throw notFound("User not found.");
      return { code: 200, message: "OK", data: u };
    },
  );
}
