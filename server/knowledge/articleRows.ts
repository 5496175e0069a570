/**
 * The read side of knowledge articles (issue 27): a page of rows in two queries (the collections'
 * codes and names, the authors' names). A search page's rows carry no body (a list never shows it;
 * the reader and the editor read one article), a read of one article carries it whole.
 */
import { inArray } from "drizzle-orm";
import type { ArticleRow } from "../../domain/schemas/article";
import type { Db } from "../db/client";
import { articleCollections } from "../db/schema";
import { namesOf } from "../documents/rows";
import type { ArticleRecord } from "./reach";

export interface ArticleRelations {
  collections: ReadonlyMap<string, { code: string; name: string }>;
  names: ReadonlyMap<string, string>;
}

export async function loadArticleRelations(
  db: Db,
  records: readonly ArticleRecord[],
): Promise<ArticleRelations> {
  const collectionIds = [
    ...new Set(
      records.flatMap((r) => (r.collectionId ? [r.collectionId] : [])),
    ),
  ];
  const [collections, names] = await Promise.all([
    collectionIds.length
      ? db
          .select({
            id: articleCollections.id,
            code: articleCollections.code,
            name: articleCollections.name,
          })
          .from(articleCollections)
          .where(inArray(articleCollections.id, collectionIds))
      : Promise.resolve([]),
    namesOf(
      db,
      records.flatMap((r) => [r.authorUserId, r.updatedByUserId]),
    ),
  ]);
  return {
    collections: new Map(collections.map((c) => [c.id, c] as const)),
    names,
  };
}

/**
 * A search page reads every column but the search columns (server/crud/search.ts): a record
 * without its generated search text is a list's row, whose body stays out of the answer. A read by
 * id, a write's answer and the calls of server/knowledge read the whole record.
 */
const isListRecord = (record: ArticleRecord): boolean =>
  !("searchText" in record);

const nameOf = (names: ReadonlyMap<string, string>, id: string | null) =>
  id ? (names.get(id) ?? null) : null;

export function toArticleRow(
  record: ArticleRecord,
  relations: ArticleRelations,
): ArticleRow {
  const collection = record.collectionId
    ? relations.collections.get(record.collectionId)
    : undefined;
  const snippet = (record as { snippet?: unknown }).snippet;
  return {
    _id: record.id,
    id: record.id,
    articleId: record.id,
    title: record.title,
    slug: record.slug,
    summary: record.summary,
    body: isListRecord(record) ? "" : record.body,
    articleCollectionId: record.collectionId,
    collectionCode: collection?.code ?? null,
    collectionName: collection?.name ?? null,
    collectionPosition: record.collectionPosition,
    tags: record.tags,
    audience: record.audience,
    status: record.status as ArticleRow["status"],
    version: record.version,
    publishedAt: record.publishedAt?.toISOString() ?? null,
    requiredForRoles: record.requiredForRoles,
    conditions: {
      equipment: record.contextEquipment,
      bookingTypes: record.contextBookingTypes,
      tripPurposes: record.contextTripPurposes,
      facilityIds: record.contextFacilityIds,
    },
    authorUserId: record.authorUserId,
    authorName: nameOf(relations.names, record.authorUserId),
    updatedByName: nameOf(relations.names, record.updatedByUserId),
    snippet: typeof snippet === "string" ? snippet : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The rows of these records (outside the generic routes: get-by-slug, restore). */
export async function articleRowsOf(
  db: Db,
  records: readonly ArticleRecord[],
): Promise<ArticleRow[]> {
  const relations = await loadArticleRelations(db, records);
  return records.map((r) => toArticleRow(r, relations));
}
