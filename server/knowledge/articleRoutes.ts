/**
 * Articles' calls beyond the generic four (issue 27): POST /articles/get-by-slug (the reader's
 * address: the current slug, an earlier one or the id; the latter two say `redirected`),
 * POST /articles/{id}/revisions/search (administrators, newest first) and POST /articles/{id}/restore
 * (a revision's text becomes current; the replaced text is kept as a revision). Reads go through the
 * article's reach (./reach.ts): out of reach is 404, as for GET /articles/{id}.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { knowledgeModule } from "../../domain/modules/knowledge";
import {
  ARTICLE_MESSAGES,
  articleBySlugRequestSchema,
  articleBySlugResponseSchema,
  articleRestoreSchema,
  articleRevisionRowSchema,
  articleRevisionSearchSchema,
  articleRowSchema,
} from "../../domain/schemas/article";
import { idSchema } from "../../domain/schemas/common";
import {
  envelopeSchema,
  paginatedEnvelopeSchema,
} from "../../domain/schemas/search";
import { pagedAnswer } from "../../domain/schemas/searchPaging";
import type { AuthUser } from "../auth/authUser";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { articleRevisions, articleSlugs, articles } from "../db/schema";
import { notFound, unprocessable } from "../errors";
import { namesOf } from "../documents/rows";
import { currentUser } from "../plugins/auth";
import { articleRowsOf } from "./articleRows";
import { richTextToPlain } from "../richText/sanitize";
import { recordArticleActivity } from "./changes";
import type { ArticleRecord } from "./reach";
import { articleScope } from "./reach";
import { keepRevision, revisionOf } from "./revisions";

const { access } = knowledgeModule;
const { prefix, entity } = knowledgeModule.api;
const articleNotFound = () => notFound(`${entity} not found.`);
/** A revision as a list row: with the `_id` every §3 search row carries. */
const revisionRowSchema = articleRevisionRowSchema.extend({ _id: z.string() });

/** The article with this id in the caller's reach, or null. */
export async function readableArticle(
  db: Db,
  user: AuthUser,
  id: string,
): Promise<ArticleRecord | null> {
  if (!idSchema.safeParse(id).success) return null;
  const [found] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), articleScope(user)))
    .limit(1);
  return found ?? null;
}

/** The article a reader's address names, and whether it is an earlier address (or the id). */
async function articleAt(
  db: Db,
  user: AuthUser,
  slug: string,
): Promise<{ record: ArticleRecord; redirected: boolean } | null> {
  const scope = articleScope(user);
  const [current] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), scope))
    .limit(1);
  if (current) return { record: current, redirected: false };
  const [earlier] = await db
    .select()
    .from(articles)
    .where(
      and(
        sql`${articles.id} = (select ${articleSlugs.articleId} from ${articleSlugs} where ${articleSlugs.slug} = ${slug})`,
        scope,
      ),
    )
    .limit(1);
  const record = earlier ?? (await readableArticle(db, user, slug));
  return record ? { record, redirected: true } : null;
}

export async function articleRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = () => base.db;

  app.post(
    `${prefix}/get-by-slug`,
    {
      preParsing: base.authorize(access.read),
      schema: {
        description:
          "The article at this address: its current slug (redirected false), or an earlier slug or its id (redirected true: the client goes to the row's slug).",
        body: articleBySlugRequestSchema,
        response: {
          200: envelopeSchema(articleBySlugResponseSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      // An address typed by hand may differ in case: slugs are lower-case.
      const found = await articleAt(
        db(),
        currentUser(request),
        request.body.slug.toLowerCase(),
      );
      if (!found) throw articleNotFound();
      const [row] = await articleRowsOf(db(), [found.record]);
      return {
        code: 200,
        message: "OK",
        data: { ...row, redirected: found.redirected },
      };
    },
  );

  app.post(
    `${prefix}/:id/revisions/search`,
    {
      preParsing: base.authorize(access.write),
      schema: {
        description:
          "A page of the article's kept revisions, newest first (administrators).",
        params: idParamsSchema,
        body: articleRevisionSearchSchema,
        response: {
          200: paginatedEnvelopeSchema(revisionRowSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const article = await readableArticle(db(), user, request.params.id);
      if (!article) throw articleNotFound();
      const body = request.body;
      // Newest first unless the caller names the order.
      const descending = body.sortBy ? body.sortDescending : true;
      const mine = eq(articleRevisions.articleId, article.id);
      const [rows, [total]] = await Promise.all([
        db()
          .select()
          .from(articleRevisions)
          .where(mine)
          .orderBy(
            descending
              ? desc(articleRevisions.number)
              : asc(articleRevisions.number),
          )
          .limit(body.pageSize)
          .offset((body.pageNumber - 1) * body.pageSize),
        db().select({ n: count() }).from(articleRevisions).where(mine),
      ]);
      const names = await namesOf(
        db(),
        rows.map((r) => r.writtenByUserId),
      );
      const data = rows.map((r) => ({
        _id: r.id,
        id: r.id,
        articleRevisionId: r.id,
        articleId: r.articleId,
        number: r.number,
        title: r.title,
        summary: r.summary,
        body: r.body,
        version: r.version,
        writtenByUserId: r.writtenByUserId,
        writtenByName: r.writtenByUserId
          ? (names.get(r.writtenByUserId) ?? null)
          : null,
        writtenAt: r.writtenAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
      }));
      return pagedAnswer("OK", data, total.n, {
        pageNumber: body.pageNumber,
        pageSize: body.pageSize,
        sortBy: "number",
        sortDescending: descending,
      });
    },
  );

  app.post(
    `${prefix}/:id/restore`,
    {
      preParsing: base.authorize(access.write),
      schema: {
        description:
          "The revision's title, summary and body become the article's; the text they replace is kept as a revision (administrators).",
        params: idParamsSchema,
        body: articleRestoreSchema,
        response: {
          200: envelopeSchema(articleRowSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const article = await readableArticle(db(), user, request.params.id);
      if (!article) throw articleNotFound();
      const revision = await revisionOf(
        db(),
        article.id,
        request.body.revisionId,
      );
      if (!revision)
        throw unprocessable(ARTICLE_MESSAGES.revisionNotFound, [
          { field: "revisionId", message: ARTICLE_MESSAGES.revisionNotFound },
        ]);
      const restored = await db().transaction(async (tx: Db) => {
        await keepRevision(tx, article);
        const published = article.status === "published";
        const [row] = await tx
          .update(articles)
          .set({
            title: revision.title,
            summary: revision.summary,
            body: revision.body,
            bodyText: richTextToPlain(revision.body),
            updatedByUserId: user.userId,
            // A published article's text changed: a new version readers acknowledge again.
            ...(published && {
              version: article.version + 1,
              publishedAt: new Date(),
            }),
          })
          .where(eq(articles.id, article.id))
          .returning();
        await recordArticleActivity(tx, user, "restored", article, row);
        return row;
      });
      const [data] = await articleRowsOf(db(), [restored]);
      return { code: 200, message: `${entity} restored.`, data };
    },
  );
}
