/**
 * Required reading (issue 27): an article may be required for roles; each reader of such a role
 * acknowledges every published version once. POST /articles/required answers the caller's list
 * (unacknowledged first), POST /articles/{id}/acknowledge records the current version (idempotent),
 * POST /articles/{id}/acknowledgements (administrators) answers who of those roles has read it.
 */
import type { SQL } from "drizzle-orm";
import { and, asc, eq, max, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { knowledgeModule } from "../../domain/modules/knowledge";
import {
  ARTICLE_MESSAGES as AM,
  articleAcknowledgementSchema,
  articleReaderRowSchema,
  requiredArticleRowSchema,
} from "../../domain/schemas/article";
import { envelopeSchema } from "../../domain/schemas/search";
import type { AuthUser } from "../auth/authUser";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { articleAcknowledgements, articles, users } from "../db/schema";
import { notFound, unprocessable } from "../errors";
import { currentUser } from "../plugins/auth";
import { articleScope, firstRoleOf } from "./reach";
import { isPerson } from "../services/people";

/** A literal text[] of these values (drizzle would spread a bare array into a list). */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** "Article not found." as the generic routes say it. */
export const articleNotFound = () =>
  notFound(`${knowledgeModule.api.entity} not found.`);

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The article with this id if the user may read it, else 404 (an id that is no uuid too). */
async function readableArticle(db: Db, user: AuthUser, id: string) {
  if (!isUuid(id)) throw articleNotFound();
  const [found] = await db
    .select({
      id: articles.id,
      status: articles.status,
      version: articles.version,
      requiredForRoles: articles.requiredForRoles,
    })
    .from(articles)
    .where(and(eq(articles.id, id), articleScope(user)))
    .limit(1);
  if (!found) throw articleNotFound();
  return found;
}

/** The caller's required published articles, with their acknowledgement of the current version. */
async function requiredFor(db: Db, user: AuthUser) {
  const role = firstRoleOf(user);
  if (!role) return [];
  const ack = articleAcknowledgements;
  const rows = await db
    .select({
      articleId: articles.id,
      title: articles.title,
      slug: articles.slug,
      summary: articles.summary,
      version: articles.version,
      acknowledgedAt: ack.createdAt,
    })
    .from(articles)
    .leftJoin(
      ack,
      and(
        eq(ack.articleId, articles.id),
        eq(ack.userId, user.userId),
        eq(ack.version, articles.version),
      ),
    )
    .where(
      and(
        eq(articles.status, "published"),
        sql`${articles.requiredForRoles} @> ${textArray([role])}`,
        articleScope(user),
      ),
    )
    .orderBy(
      sql`${ack.createdAt} is not null`,
      asc(articles.title),
      asc(articles.id),
    );
  return rows.map((r) => ({
    ...r,
    acknowledged: r.acknowledgedAt !== null,
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
  }));
}

/**
 * Every active user whose first role the article is required for, with their acknowledgement of
 * the current version and the latest version they acknowledged: one query for all of them.
 */
async function readersOf(
  db: Db,
  article: { id: string; version: number; requiredForRoles: string[] },
) {
  if (article.requiredForRoles.length === 0) return [];
  const ack = articleAcknowledgements;
  const latest = db
    .select({ userId: ack.userId, version: max(ack.version).as("last") })
    .from(ack)
    .where(eq(ack.articleId, article.id))
    .groupBy(ack.userId)
    .as("latest");
  const roles = textArray(article.requiredForRoles);
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      roleCode: sql<string>`${users.roles}[1]`,
      acknowledgedAt: ack.createdAt,
      lastVersion: latest.version,
    })
    .from(users)
    .leftJoin(
      ack,
      and(
        eq(ack.articleId, article.id),
        eq(ack.userId, users.id),
        eq(ack.version, article.version),
      ),
    )
    .leftJoin(latest, eq(latest.userId, users.id))
    .where(
      and(
        eq(users.active, true),
        isPerson(),
        // The overlap lets the GIN index on roles narrow the rows; the first role decides.
        sql`${users.roles} && ${roles}`,
        sql`${users.roles}[1] = any(${roles})`,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((r) => ({
    userId: r.userId,
    name: `${r.firstName} ${r.lastName}`,
    roleCode: r.roleCode,
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
    lastVersion: r.lastVersion ?? null,
  }));
}

export async function requiredReadingRoutes(
  base: FastifyInstance,
): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const prefix = knowledgeModule.api.prefix;

  app.post(
    `${prefix}/required`,
    {
      preParsing: base.authorize(knowledgeModule.access.read),
      schema: {
        body: z.strictObject({}),
        response: {
          200: envelopeSchema(z.array(requiredArticleRowSchema)),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const data = await requiredFor(base.db, currentUser(request));
      return { code: 200, message: "OK", data };
    },
  );

  app.post(
    `${prefix}/:id/acknowledge`,
    {
      preParsing: base.authorize(knowledgeModule.access.read),
      schema: {
        params: idParamsSchema,
        body: z.strictObject({}),
        response: {
          200: envelopeSchema(articleAcknowledgementSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const article = await readableArticle(base.db, user, request.params.id);
      // Only administrators reach a draft or an archived article; there is no version to read.
      if (article.status !== "published") throw unprocessable(AM.notPublished);
      const role = firstRoleOf(user);
      if (!role || !article.requiredForRoles.includes(role))
        throw unprocessable(AM.notRequired);
      const key = {
        articleId: article.id,
        userId: user.userId,
        version: article.version,
      };
      // A second acknowledgement of the same version keeps the first one's moment.
      await base.db
        .insert(articleAcknowledgements)
        .values(key)
        .onConflictDoNothing();
      const [stored] = await base.db
        .select({ at: articleAcknowledgements.createdAt })
        .from(articleAcknowledgements)
        .where(
          and(
            eq(articleAcknowledgements.articleId, key.articleId),
            eq(articleAcknowledgements.userId, key.userId),
            eq(articleAcknowledgements.version, key.version),
          ),
        );
      return {
        code: 200,
        message: "OK",
        data: {
          articleId: article.id,
          version: article.version,
          acknowledgedAt: stored.at.toISOString(),
        },
      };
    },
  );

  app.post(
    `${prefix}/:id/acknowledgements`,
    {
      preParsing: base.authorize(knowledgeModule.access.write),
      schema: {
        params: idParamsSchema,
        body: z.strictObject({}),
        response: {
          200: envelopeSchema(z.array(articleReaderRowSchema)),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const article = await readableArticle(base.db, user, request.params.id);
      const data = await readersOf(base.db, article);
      return { code: 200, message: "OK", data };
    },
  );
}
