/**
 * Article collections (issue 27): the generic four under /article-collections. Anyone signed in
 * reads them (with how many of their articles the caller may read); administrators write them. A
 * code is unique (409 on the code); a collection that still holds articles is not deleted (409).
 * get-by-code and the order of its articles: server/knowledge/collectionRoutes.ts.
 */
import { count, eq, sql } from "drizzle-orm";
import { adminArticleCollectionsModule } from "../../domain/modules/adminArticles";
import {
  ARTICLE_MESSAGES,
  articleCollectionRowSchema,
  articleCollectionUpsertSchema,
} from "../../domain/schemas/article";
import { defineEntity } from "../crud/entity";
import { likePattern } from "../crud/search";
import { articleCollections, articles } from "../db/schema";
import { conflict, registerUniqueConstraint } from "../errors";
import type { CollectionRelations } from "../knowledge/collectionRows";
import {
  loadCollectionRelations,
  toCollectionRow,
} from "../knowledge/collectionRows";
import { collectionRoutes } from "../knowledge/collectionRoutes";

const api = adminArticleCollectionsModule.api;

registerUniqueConstraint("article_collections_code_key", {
  field: "code",
  message: ARTICLE_MESSAGES.codeTaken,
});

export const articleCollectionEntity = defineEntity({
  entity: api.entity,
  prefix: api.prefix,
  table: articleCollections,
  idColumn: articleCollections.id,
  idField: api.idField,
  rowSchema: articleCollectionRowSchema,
  bodySchema: articleCollectionUpsertSchema,
  toRow: (record, row?: { relations: CollectionRelations }) => {
    if (!row) throw new Error("A collection's row needs its relations");
    return toCollectionRow(record, row.relations);
  },
  loadRelations: (records, { app, user }) =>
    loadCollectionRelations(app.db, user, records),
  toValues: (body) => ({
    name: body.name,
    code: body.code,
    description: body.description,
  }),
  sortable: {
    name: articleCollections.name,
    updatedAt: articleCollections.updatedAt,
  },
  defaultSort: "name",
  filters: {
    code: { kind: "string", column: articleCollections.code },
    name: {
      kind: "string",
      build: (v) =>
        sql`lower(${articleCollections.name}) like ${likePattern(String(v))}`,
    },
  },
  access: adminArticleCollectionsModule.access,
  beforeDelete: async (existing, { app }) => {
    const [held] = await app.db
      .select({ n: count() })
      .from(articles)
      .where(eq(articles.collectionId, existing.id));
    if (held.n > 0) throw conflict(ARTICLE_MESSAGES.collectionHasArticles);
  },
  csvColumns: ["name", "code", "description", "articleCount", "updatedAt"],
  routes: (app) => {
    void app.register(collectionRoutes);
  },
});
