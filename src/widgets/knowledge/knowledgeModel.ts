/**
 * The knowledge widgets' and pages' pure helpers (issue 27): where an article and a collection
 * open (from the declarations, never a written path), the booking form's conditions as an
 * in-context request, and a list of articles grouped by collection.
 */
import { z } from "zod";
import { knowledgeModule } from "../../../domain/modules/knowledge";
import { pagePath } from "../../../domain/modules/defineModule";
import type {
  ArticleCollectionRow,
  ArticleContextRequest,
  ArticleRow,
} from "../../../domain/schemas/article";
import { BOOKING_TYPES, TRIP_PURPOSES } from "../../../domain/tripEnums";

/** Every query of the knowledge module starts with this, so one invalidation re-reads them all. */
export const KNOWLEDGE = knowledgeModule.name;
/** The collections' resource (generic four under /article-collections). */
export const ARTICLE_COLLECTIONS = "admin/articles/collections";

export const articlePath = (slug: string) =>
  pagePath(knowledgeModule.pages.article.path, { slug });

export const collectionPath = (code: string) =>
  pagePath(knowledgeModule.pages.collection.path, { code });

/** The booking form's values the in-context articles depend on, as the form holds them. */
export interface BookingConditionValues {
  wheelchairTrip?: unknown;
  stretcherTrip?: unknown;
  oxygen?: unknown;
  bookingType?: unknown;
  tripPurpose?: unknown;
  facilityId?: unknown;
}

const bookingTypeSchema = z.enum(BOOKING_TYPES);
const tripPurposeSchema = z.enum(TRIP_PURPOSES);
const idSchema = z.uuid();

/**
 * What is being booked as an in-context request: only the conditions that are set (a false flag or
 * an empty choice names nothing), or null when nothing is, so no call goes out for a blank form.
 */
export function bookingContext(
  values: BookingConditionValues,
): ArticleContextRequest | null {
  const request: ArticleContextRequest = {};
  if (values.wheelchairTrip === true) request.wheelchair = true;
  if (values.stretcherTrip === true) request.stretcher = true;
  if (values.oxygen === true) request.oxygen = true;
  const bookingType = bookingTypeSchema.safeParse(values.bookingType);
  if (bookingType.success) request.bookingType = bookingType.data;
  const tripPurpose = tripPurposeSchema.safeParse(values.tripPurpose);
  if (tripPurpose.success) request.tripPurpose = tripPurpose.data;
  const facilityId = idSchema.safeParse(values.facilityId);
  if (facilityId.success) request.facilityId = facilityId.data;
  return Object.keys(request).length > 0 ? request : null;
}

export interface CollectionGroup {
  /** null: the articles in no collection (or in one the reader cannot list). */
  collection: ArticleCollectionRow | null;
  articles: ArticleRow[];
}

/**
 * Articles grouped by their collection: the collections in name order, each with its articles in
 * the order the list came (by collection position), empty collections left out; articles in no
 * known collection last.
 */
export function groupByCollection(
  articles: readonly ArticleRow[],
  collections: readonly ArticleCollectionRow[],
): CollectionGroup[] {
  const byId = new Map<string, ArticleRow[]>();
  const loose: ArticleRow[] = [];
  const known = new Set(collections.map((c) => c.articleCollectionId));
  for (const article of articles) {
    const id = article.articleCollectionId;
    if (!id || !known.has(id)) {
      loose.push(article);
      continue;
    }
    byId.set(id, [...(byId.get(id) ?? []), article]);
  }
  const groups: CollectionGroup[] = [...collections]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((collection) => {
      const list = byId.get(collection.articleCollectionId);
      return list ? [{ collection, articles: list }] : [];
    });
  return loose.length > 0
    ? [...groups, { collection: null, articles: loose }]
    : groups;
}
