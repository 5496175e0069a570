/**
 * The signed-in user's own sessions (issue 11, ASVS V7.4): GET /auth/sessions lists the live ones
 * (not revoked, not expired, not idle past the limit), DELETE /auth/sessions/{sessionId} ends one.
 * Scoped to the caller in the query: another user's session id is not found.
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionInfoSchema } from "../../../domain/schemas/auth";
import { errorResponses, messageSchema } from "../../crud/schemas";
import { sessions } from "../../db/schema";
import { notFound } from "../../errors";
import { currentUser } from "../../plugins/auth";

const SESSION_NOT_FOUND = "Session not found.";

export function sessionListRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const live = (userId: string) => {
    const now = Date.now();
    return and(
      eq(sessions.userId, userId),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, new Date(now)),
      gt(
        sessions.lastSeenAt,
        new Date(now - base.config.SESSION_IDLE_MINUTES * 60_000),
      ),
    );
  };

  app.get(
    "/auth/sessions",
    {
      preParsing: base.authorize({ allowMfaEnrolment: true }),
      schema: {
        response: {
          200: z.object({
            code: z.number(),
            message: z.string(),
            data: z.array(sessionInfoSchema),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const rows = await base.db
        .select()
        .from(sessions)
        .where(live(me.userId))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
        .limit(100);
      return {
        code: 200,
        message: "OK",
        data: rows.map((s) => ({
          sessionId: s.id,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          userAgent: s.userAgent,
          ipAddress: s.ipAddress,
          current: s.id === me.sessionId,
        })),
      };
    },
  );

  app.delete(
    "/auth/sessions/:sessionId",
    {
      preParsing: base.authorize({ allowMfaEnrolment: true }),
      schema: {
        params: z.object({ sessionId: z.string().max(100) }),
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { sessionId } = request.params;
      if (!z.uuid().safeParse(sessionId).success)
        throw notFound(SESSION_NOT_FOUND);
      const ended = await base.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), live(me.userId)))
        .returning({ id: sessions.id });
      if (!ended.length) throw notFound(SESSION_NOT_FOUND);
      return { code: 200, message: "Session ended." };
    },
  );
}
