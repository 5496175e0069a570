/**
 * The read side of article collections (issue 27): how many of its articles the caller may read
 * (an administrator every one; anyone else the published ones of their audience), one grouped
 * query for a page.
 */
import { and, count, inArray } from "drizzle-orm";
import type { ArticleCollectionRow } from "../../domain/schemas/article";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import type { articleCollections } from "../db/schema";
import { articles } from "../db/schema";
import { articleScope } from "./reach";

export type CollectionRecord = typeof articleCollections.$inferSelect;

export interface CollectionRelations {
  counts: ReadonlyMap<string, number>;
}

export async function loadCollectionRelations(
  db: Db,
  user: AuthUser,
  records: readonly CollectionRecord[],
): Promise<CollectionRelations> {
  const ids = records.map((r) => r.id);
  const rows = await db
    .select({ id: articles.collectionId, n: count() })
    .from(articles)
    .where(and(inArray(articles.collectionId, ids), articleScope(user)))
    .groupBy(articles.collectionId);
  return {
    counts: new Map(rows.flatMap((r) => (r.id ? [[r.id, r.n] as const] : []))),
  };
}

export const toCollectionRow = (
  record: CollectionRecord,
  relations: CollectionRelations,
): ArticleCollectionRow => ({
  _id: record.id,
  id: record.id,
  articleCollectionId: record.id,
  name: record.name,
  code: record.code,
  description: record.description,
  articleCount: relations.counts.get(record.id) ?? 0,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

export async function collectionRowOf(
  db: Db,
  user: AuthUser,
  record: CollectionRecord,
): Promise<ArticleCollectionRow> {
  return toCollectionRow(
    record,
    await loadCollectionRelations(db, user, [record]),
  );
}
