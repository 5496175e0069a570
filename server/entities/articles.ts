/**
 * Knowledge articles (issue 27): the generic four under /articles. Anyone signed in reads the
 * published articles of their audience, administrators every article (server/knowledge/reach.ts);
 * administrators write them. The upsert derives the slug, counts published versions and keeps
 * revisions (server/knowledge/articleWrite.ts); searchTerm is the ranked full-text search with a
 * marked snippet, while feature-knowledge-management-search is on. The calls beyond the four are
 * server/knowledge/articleRoutes.ts (by slug, revisions, restore) and S2's server/knowledge/module.ts.
 */
import { sql } from "drizzle-orm";
import { FEATURES } from "../../domain/features";
import { knowledgeModule } from "../../domain/modules/knowledge";
import { articleRowSchema } from "../../domain/schemas/article";
import { defineEntity } from "../crud/entity";
import { likePattern } from "../crud/search";
import { articleCollections, articles } from "../db/schema";
import { articleRoutes } from "../knowledge/articleRoutes";
import type { ArticleRelations } from "../knowledge/articleRows";
import { loadArticleRelations, toArticleRow } from "../knowledge/articleRows";
import {
  articleBodySchema,
  articleValues,
  onArticleCreated,
  onArticleUpdated,
  prepareArticle,
} from "../knowledge/articleWrite";
import { recordArticleActivity } from "../knowledge/changes";
import { articleScope } from "../knowledge/reach";
import { requireFeature } from "../plugins/featureGate";

const api = knowledgeModule.api;

export const articleEntity = defineEntity({
  entity: api.entity,
  prefix: api.prefix,
  table: articles,
  idColumn: articles.id,
  idField: api.idField,
  rowSchema: articleRowSchema,
  bodySchema: articleBodySchema,
  toRow: (record, row?: { relations: ArticleRelations }) => {
    if (!row) throw new Error("An article's row needs its relations");
    return toArticleRow(record, row.relations);
  },
  loadRelations: (records, { app }) => loadArticleRelations(app.db, records),
  toValues: articleValues,
  sortable: {
    title: articles.title,
    updatedAt: articles.updatedAt,
    publishedAt: articles.publishedAt,
    collectionPosition: articles.collectionPosition,
    createdAt: articles.createdAt,
  },
  defaultSort: "updatedAt",
  filters: {
    status: { kind: "string", column: articles.status },
    articleCollectionId: { kind: "uuid", column: articles.collectionId },
    collectionCode: {
      kind: "string",
      build: (v) =>
        sql`${articles.collectionId} in (select ${articleCollections.id} from ${articleCollections} where ${articleCollections.code} = ${String(v)})`,
    },
    // additionalArrayFilters.tags: any of them.
    tags: {
      kind: "string",
      build: (v) =>
        sql`${articles.tags} @> array[${String(v).trim().toLowerCase()}]::text[]`,
    },
    // The admin list's title box: contained, any case.
    title: {
      kind: "string",
      build: (v) =>
        sql`lower(${articles.title}) like ${likePattern(String(v))}`,
    },
  },
  textSearch: {
    vector: articles.searchVector,
    similarity: articles.searchText,
    snippetSource: sql`${articles.title} || ' — ' || ${articles.summary} || ' — ' || ${articles.bodyText}`,
    snippetField: "snippet",
  },
  dateColumn: articles.updatedAt,
  access: knowledgeModule.access,
  scope: articleScope,
  // Ranked search has a toggle of its own: the lists stay while it is off, the search box does not.
  searchGuard: async (body, { app }) => {
    if (body.searchTerm?.trim())
      await requireFeature(app.db, FEATURES.knowledgeManagementSearch);
  },
  prepareValues: (body, _values, existing, { app, user }) =>
    prepareArticle(app.db, body, existing, { app, user }),
  onCreated: async (record, _body, ctx) => onArticleCreated(record, ctx),
  onUpdated: async (updated, existing, _body, ctx) =>
    onArticleUpdated(updated, existing, ctx),
  onDeleted: async (record, { tx, user }) =>
    recordArticleActivity(tx, user, "deleted", record, null),
  csvColumns: [
    "title",
    "slug",
    "status",
    "version",
    "collectionName",
    { header: "tags", value: (row) => (row.tags as string[]).join(", ") },
    {
      header: "audience",
      value: (row) => (row.audience as string[]).join(", "),
    },
    "authorName",
    "publishedAt",
    "updatedAt",
  ],
  routes: (app) => {
    void app.register(articleRoutes);
  },
});
