/** The signed-in user edits their own name and contact details. */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { profileSchema } from "../../domain/schemas/auth";
import { errorResponses } from "../crud/schemas";
import { users } from "../db/schema";
import { currentUser } from "../plugins/auth";
import { loadUser, userAnswer } from "./auth/shared";

export async function profileRoutes(base: FastifyInstance) {
  base.withTypeProvider<ZodTypeProvider>().post(
    "/auth/profile",
    {
      preParsing: base.authorize(),
      schema: {
        body: profileSchema,
        response: { 200: userAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await base.db.update(users).set(request.body).where(eq(users.id, userId));
      return {
        code: 200,
        message: "Your profile has been updated.",
        data: await loadUser(base, userId),
      };
    },
  );
}
