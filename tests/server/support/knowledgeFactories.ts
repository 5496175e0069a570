/**
 * Knowledge management's test helpers (issue 27): the two toggles, and collections and articles
 * inserted straight into the database (a world to test reach, search and required reading against).
 * The calls themselves are exercised by tests/server/knowledge-*.test.ts.
 */
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { FEATURE_LABELS, FEATURES } from "../../../domain/features";
import { slugify } from "../../../domain/schemas/article";
import type { Db } from "../../../server/db/client";
import {
  articleCollections,
  articles,
  features,
} from "../../../server/db/schema";
import { richTextToPlain } from "../../../server/richText/sanitize";
import { post } from "./api";
import type { TestApp } from "./testApp";

type DbOrApp = Db | { db: Db };
const dbOf = (from: DbOrApp): Db => ("db" in from ? from.db : from);

/** Both knowledge toggles (search separately, so a test can switch it off alone). */
export async function enableKnowledge(
  from: DbOrApp,
  { active = true, search = true }: { active?: boolean; search?: boolean } = {},
): Promise<void> {
  const db = dbOf(from);
  for (const [code, on] of [
    [FEATURES.knowledgeManagement, active],
    [FEATURES.knowledgeManagementSearch, search],
  ] as const)
    await db
      .insert(features)
      .values({ code, title: FEATURE_LABELS[code], active: on })
      .onConflictDoUpdate({ target: features.code, set: { active: on } });
}

const unique = () => randomBytes(3).toString("hex");

export type CollectionRecord = typeof articleCollections.$inferSelect;
export type ArticleRecord = typeof articles.$inferSelect;

/** A collection with a unique code (upper-case letters and digits). */
export async function createCollection(
  from: DbOrApp,
  overrides: Partial<typeof articleCollections.$inferInsert> = {},
): Promise<CollectionRecord> {
  const [row] = await dbOf(from)
    .insert(articleCollections)
    .values({
      name: "Driver handbook",
      code: `C${unique().toUpperCase()}`,
      ...overrides,
    })
    .returning();
  return row;
}

/**
 * An article, published by default (version 1, published now) with a unique slug from its title;
 * body_text follows the body unless given. Pass status "draft" (version 0) for an unpublished one.
 */
export async function createArticle(
  from: DbOrApp,
  overrides: Partial<typeof articles.$inferInsert> = {},
): Promise<ArticleRecord> {
  const title = overrides.title ?? "Stretcher securement";
  const status = overrides.status ?? "published";
  const published = status !== "draft";
  const body = overrides.body ?? "<p>Lock both straps before moving.</p>";
  const [row] = await dbOf(from)
    .insert(articles)
    .values({
      title,
      slug: `${slugify(title) || "article"}-${unique()}`,
      summary: "",
      body,
      bodyText: richTextToPlain(body),
      status,
      version: published ? 1 : 0,
      publishedAt: published ? new Date() : null,
      ...overrides,
    })
    .returning();
  return row;
}

type Headers = Record<string, string>;
export type SavedArticle = Record<string, unknown> & {
  articleId: string;
  slug: string;
};

/** POST /articles as this caller, expecting 201 (create) or 200 (update): the row. */
export async function saveArticle(
  t: TestApp,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<SavedArticle> {
  const res = await post(t, "/api/articles", body, headers);
  expect(res.statusCode, res.body).toBe(body.articleId ? 200 : 201);
  return res.json().data as SavedArticle;
}

/** POST /articles/{id}/revisions/search, first page of 10: the answer. */
export async function articleRevisions(
  t: TestApp,
  headers: Headers,
  articleId: string,
) {
  const res = await post(
    t,
    `/api/articles/${articleId}/revisions/search`,
    { pageNumber: 1, pageSize: 10 },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: {
      articleRevisionId: string;
      number: number;
      title: string;
      body: string;
    }[];
    total: number;
    sortBy: string;
    sortDescending: boolean;
  };
}
