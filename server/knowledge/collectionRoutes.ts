/**
 * Article collections' calls beyond the generic four (issue 27): POST /article-collections/get-by-code
 * (the reader's /articles/collection/:code; any signed-in user) and POST /article-collections/{id}/order
 * (administrators: the collection's articles, each once, first to last).
 */
import { eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminArticleCollectionsModule } from "../../domain/modules/adminArticles";
import {
  ARTICLE_MESSAGES,
  articleCollectionRowSchema,
  collectionByCodeRequestSchema,
  collectionOrderSchema,
} from "../../domain/schemas/article";
import { idSchema } from "../../domain/schemas/common";
import { envelopeSchema } from "../../domain/schemas/search";
import { errorResponses, idParamsSchema } from "../crud/schemas";
import type { Db } from "../db/client";
import { articleCollections, articles } from "../db/schema";
import { notFound, unprocessable } from "../errors";
import { currentUser } from "../plugins/auth";
import { collectionRowOf } from "./collectionRows";

const { access } = adminArticleCollectionsModule;
const { prefix, entity } = adminArticleCollectionsModule.api;
const collectionNotFound = () => notFound(`${entity} not found.`);
const answer = envelopeSchema(articleCollectionRowSchema);

async function collectionWhere(db: Db, condition: SQL) {
  const [found] = await db
    .select()
    .from(articleCollections)
    .where(condition)
    .limit(1);
  return found ?? null;
}

export async function collectionRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = () => base.db;

  app.post(
    `${prefix}/get-by-code`,
    {
      preParsing: base.authorize(access.read),
      schema: {
        description: "The collection with this code (any case).",
        body: collectionByCodeRequestSchema,
        response: { 200: answer, ...errorResponses },
      },
    },
    async (request) => {
      const found = await collectionWhere(
        db(),
        eq(articleCollections.code, request.body.code.toUpperCase()),
      );
      if (!found) throw collectionNotFound();
      return {
        code: 200,
        message: "OK",
        data: await collectionRowOf(db(), currentUser(request), found),
      };
    },
  );

  app.post(
    `${prefix}/:id/order`,
    {
      preParsing: base.authorize(access.write),
      schema: {
        description:
          "Orders the collection's articles: every one of them, each once, first to last (administrators).",
        params: idParamsSchema,
        body: collectionOrderSchema,
        response: { 200: answer, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = idSchema.safeParse(id).success
        ? await collectionWhere(db(), eq(articleCollections.id, id))
        : null;
      if (!found) throw collectionNotFound();
      const wanted = request.body.articleIds;
      const refused = () =>
        unprocessable(ARTICLE_MESSAGES.orderArticles, [
          { field: "articleIds", message: ARTICLE_MESSAGES.orderArticles },
        ]);
      await db().transaction(async (tx: Db) => {
        // Read under a lock: an article entering or leaving meanwhile waits for this order.
        const held = await tx
          .select({ id: articles.id })
          .from(articles)
          .where(eq(articles.collectionId, found.id))
          .for("update");
        const mine = new Set(held.map((a) => a.id));
        if (
          new Set(wanted).size !== wanted.length ||
          wanted.length !== mine.size ||
          wanted.some((a) => !mine.has(a))
        )
          throw refused();
        if (wanted.length === 0) return;
        // One statement: each article's position is its index in the list.
        const list = sql.join(
          wanted.map((a) => sql`${a}`),
          sql`, `,
        );
        await tx
          .update(articles)
          .set({
            collectionPosition: sql`(array_position(array[${list}]::uuid[], ${articles.id}) - 1)`,
          })
          .where(eq(articles.collectionId, found.id));
      });
      return {
        code: 200,
        message: `${entity} updated.`,
        data: await collectionRowOf(db(), currentUser(request), found),
      };
    },
  );
}
