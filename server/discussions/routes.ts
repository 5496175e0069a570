/**
 * The discussion calls beyond the generic four (issue 25):
 * - POST /discussions/{id}/read: marks the thread read for the caller (lastReadAt = now).
 * - POST /discussions/mentionable {discussionId?, modelType?, modelId?, searchTerm}: up to 20 users
 *   (and the workspace of a workspace's thread) the thread's readers may mention. Only people who
 *   can read the thread (or the record it will be about) are offered, so the list never names anyone
 *   outside what the caller already shares with them; a new free-standing thread offers the caller's
 *   own circle (their facility's users; everyone for staff who see every trip).
 */
import { and, asc, eq, ilike, ne, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { discussionsModule } from "../../domain/modules/discussions";
import {
  MENTIONABLE_LIMIT,
  mentionableRequestSchema,
  mentionableSchema,
} from "../../domain/schemas/discussion";
import type { Mentionable } from "../../domain/schemas/discussion";
import { envelopeSchema } from "../../domain/schemas/search";
import { toAuthUser } from "../auth/authUser";
import type { AuthUser } from "../auth/authUser";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { users, workspaces } from "../db/schema";
import { forbidden, notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import { canSee } from "../records/registry";
import { likePattern } from "../crud/search";
import { circleOf } from "../records/circle";
import { markRead } from "./changes";
import { readableThread, readsThread } from "./reach";
import { isPerson } from "../services/people";

/** How many users matching the term are checked for reach (each one query). */
const SCAN_LIMIT = 60;

/** Who a thread's reader check asks: the thread itself, or the record a new thread will be about. */
type ReaderCheck = (db: Db, candidate: AuthUser) => Promise<boolean>;

async function mentionableUsers(
  db: Db,
  user: AuthUser,
  searchTerm: string,
  check: ReaderCheck | null,
): Promise<Mentionable[]> {
  const pattern = likePattern(searchTerm.trim());
  const found = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.active, true),
        isPerson(),
        ne(users.id, user.userId),
        or(ilike(users.firstName, pattern), ilike(users.lastName, pattern)),
        check ? undefined : circleOf(user),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(check ? SCAN_LIMIT : MENTIONABLE_LIMIT);
  const out: Mentionable[] = [];
  for (const candidate of found) {
    if (out.length >= MENTIONABLE_LIMIT) break;
    if (check && !(await check(db, toAuthUser(candidate, "")))) continue;
    out.push({
      kind: "user",
      id: candidate.id,
      label: `${candidate.firstName} ${candidate.lastName}`.trim(),
    });
  }
  return out;
}

export function discussionRoutes(base: FastifyInstance): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { prefix } = discussionsModule.api;

  app.post(
    `${prefix}/:id/read`,
    {
      preParsing: base.authorize(discussionsModule.access.read),
      schema: {
        description: "Marks the thread read for the caller.",
        params: idParamsSchema,
        // Nothing to send; a body, when sent, is an empty object (never a list or a value).
        body: z.strictObject({}).optional(),
        response: {
          200: envelopeSchema(
            z.object({ discussionId: z.string(), lastReadAt: z.string() }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      if (!z.uuid().safeParse(id).success)
        throw notFound("Discussion not found.");
      await readableThread(base.db, user, id);
      const at = await markRead(base.db, id, user.userId);
      return {
        code: 200,
        message: "OK",
        data: { discussionId: id, lastReadAt: at.toISOString() },
      };
    },
  );

  app.post(
    `${prefix}/mentionable`,
    {
      preParsing: base.authorize(discussionsModule.access.read),
      schema: {
        description:
          "Up to 20 users (and the workspace) the thread's readers may mention, by name.",
        body: mentionableRequestSchema,
        response: {
          200: envelopeSchema(z.array(mentionableSchema)),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { discussionId, modelType, modelId, searchTerm } = request.body;
      let check: ReaderCheck | null = null;
      let workspaceId: string | null = null;
      if (discussionId) {
        const thread = await readableThread(base.db, user, discussionId);
        check = (db, candidate) => readsThread(db, candidate, thread.id);
        if (thread.modelType === "workspace") workspaceId = thread.modelId;
      } else if (modelType && modelId) {
        const reach = await canSee(base.db, user, modelType, modelId);
        if (reach === "no" && modelType === "workspace") throw forbidden();
        if (reach !== "yes") throw notFound("Record not found.");
        check = async (db, candidate) =>
          (await canSee(db, candidate, modelType, modelId)) === "yes";
        if (modelType === "workspace") workspaceId = modelId;
      }
      const data = await mentionableUsers(base.db, user, searchTerm, check);
      if (workspaceId) {
        const [workspace] = await base.db
          .select({ id: workspaces.id, name: workspaces.name })
          .from(workspaces)
          .where(
            and(
              eq(workspaces.id, workspaceId),
              ilike(workspaces.name, likePattern(searchTerm.trim())),
            ),
          )
          .limit(1);
        if (workspace)
          data.unshift({
            kind: "workspace",
            id: workspace.id,
            label: workspace.name,
          });
      }
      return {
        code: 200,
        message: "OK",
        data: data.slice(0, MENTIONABLE_LIMIT),
      };
    },
  );
}
