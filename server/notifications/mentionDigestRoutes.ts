/**
 * The signed-in user's choice of the mention email digest (issue 25), beside their profile:
 * GET /auth/profile/mention-digest reads it (off until set), POST sets it (one of the fixed delays of
 * domain/schemas/mentionDigest.ts, or null for off; 422 otherwise). Each user reads and sets their own
 * only: the caller is the session's user, never a field of the body. The job is ./mentionDigest.ts.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { FEATURES } from "../../domain/features";
import { mentionDigestSettingSchema } from "../../domain/schemas/mentionDigest";
import { envelopeSchema } from "../../domain/schemas/search";
import { errorResponses } from "../crud/schemas";
import { mentionDigestSettings } from "../db/schema";
import { currentUser } from "../plugins/auth";

export const MENTION_DIGEST_PATH = "/auth/profile/mention-digest";

/** Any signed-in user, while discussions are on: off, the setting is gone with the mentions (404). */
const ACCESS = { feature: FEATURES.discussions } as const;

const answer = envelopeSchema(mentionDigestSettingSchema);

export async function mentionDigestRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    MENTION_DIGEST_PATH,
    {
      preParsing: base.authorize(ACCESS),
      schema: { response: { 200: answer, ...errorResponses } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const [row] = await base.db
        .select({ afterMinutes: mentionDigestSettings.afterMinutes })
        .from(mentionDigestSettings)
        .where(eq(mentionDigestSettings.userId, userId));
      return {
        code: 200,
        message: "Mention digest setting.",
        data: mentionDigestSettingSchema.parse({
          afterMinutes: row?.afterMinutes ?? null,
        }),
      };
    },
  );

  app.post(
    MENTION_DIGEST_PATH,
    {
      preParsing: base.authorize(ACCESS),
      schema: {
        body: mentionDigestSettingSchema,
        response: { 200: answer, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const { afterMinutes } = request.body;
      const s = mentionDigestSettings;
      // Turned on, mentions already overdue count as settled (they were due while it was off); one
      // that is still within the delay will be mailed. While on, a new delay keeps the mark, so no
      // mention is lost or mailed twice (./mentionDigest.ts).
      const settled =
        afterMinutes === null
          ? null
          : sql`now() - ${afterMinutes}::int * interval '1 minute'`;
      await base.db
        .insert(s)
        .values({ userId, afterMinutes, lastDigestAt: settled })
        .onConflictDoUpdate({
          target: s.userId,
          set: {
            afterMinutes: sql`excluded.after_minutes`,
            lastDigestAt: sql`case when ${s.afterMinutes} is null and excluded.after_minutes is not null then greatest(${s.lastDigestAt}, excluded.last_digest_at) else ${s.lastDigestAt} end`,
            updatedAt: new Date(),
          },
        });
      return {
        code: 200,
        message: "Mention digest updated.",
        data: { afterMinutes },
      };
    },
  );
}
