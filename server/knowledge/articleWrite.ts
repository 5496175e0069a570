/**
 * What an article's upsert decides besides its fields (issue 27): the collection and facilities it
 * names exist (422), its slug (./slugs.ts), its published version (one more on publishing and on
 * each published change of its text, when published_at moves to now), its place at the end of a
 * collection it enters; and, inside the write, the revision of the state a published change
 * replaced, the slug a published article left, and the activity.
 */
import { count, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import {
  ARTICLE_BODY_MAX,
  ARTICLE_MESSAGES,
  articleUpsertShape,
} from "../../domain/schemas/article";
import type { EntityContext, WriteContext } from "../crud/entityTypes";
import type { Db } from "../db/client";
import { articleCollections, articles, facilities } from "../db/schema";
import { unprocessable } from "../errors";
import { richTextToPlain } from "../richText/sanitize";
import { richTextSchema } from "../richText/schema";
import { recordArticleActivity } from "./changes";
import type { ArticleRecord } from "./reach";
import { keepRevision, textChanged } from "./revisions";
import { derivedSlug, keepEarlierSlug, requireFreeSlug } from "./slugs";

/** The upsert as the server parses it: the body sanitised on the way in. */
export const articleBodySchema = z.object({
  ...articleUpsertShape,
  body: richTextSchema(ARTICLE_BODY_MAX).default(""),
});
export type ArticleBody = z.output<typeof articleBodySchema>;
type ArticleValues = Partial<typeof articles.$inferInsert>;

const fieldError = (field: string, message: string) =>
  unprocessable(message, [{ field, message }]);

/** The columns the body writes as they are (the caller is who changed it last). */
export const articleValues = (
  body: ArticleBody,
  { user }: EntityContext,
): ArticleValues => ({
  title: body.title,
  summary: body.summary,
  body: body.body,
  bodyText: richTextToPlain(body.body),
  tags: body.tags,
  tagText: body.tags.join(" "),
  audience: body.audience,
  status: body.status,
  requiredForRoles: body.requiredForRoles,
  contextEquipment: body.conditions.equipment,
  contextBookingTypes: body.conditions.bookingTypes,
  contextTripPurposes: body.conditions.tripPurposes,
  contextFacilityIds: [...new Set(body.conditions.facilityIds)],
  updatedByUserId: user.userId,
});

async function checkReferences(db: Db, body: ArticleBody): Promise<void> {
  const collectionId = body.articleCollectionId;
  if (collectionId) {
    const [found] = await db
      .select({ id: articleCollections.id })
      .from(articleCollections)
      .where(eq(articleCollections.id, collectionId))
      .limit(1);
    if (!found)
      throw fieldError(
        "articleCollectionId",
        ARTICLE_MESSAGES.collectionNotFound,
      );
  }
  const facilityIds = [...new Set(body.conditions.facilityIds)];
  if (facilityIds.length) {
    const [found] = await db
      .select({ n: count() })
      .from(facilities)
      .where(inArray(facilities.id, facilityIds));
    if (found.n !== facilityIds.length)
      throw fieldError(
        "conditions.facilityIds",
        ARTICLE_MESSAGES.facilityNotFound,
      );
  }
}

/** The position after the last article of the collection. */
async function lastPosition(db: Db, collectionId: string): Promise<number> {
  const [found] = await db
    .select({
      next: sql<number>`coalesce(max(${articles.collectionPosition}) + 1, 0)`.mapWith(
        Number,
      ),
    })
    .from(articles)
    .where(eq(articles.collectionId, collectionId));
  return found?.next ?? 0;
}

/** The upsert's prepareValues: references, slug, version, collection place, author. */
export async function prepareArticle(
  db: Db,
  body: ArticleBody,
  existing: ArticleRecord | null,
  { user }: EntityContext,
): Promise<{ values: ArticleValues }> {
  await checkReferences(db, body);
  const values: ArticleValues = {};
  const id = existing?.id ?? null;
  if (body.slug) {
    await requireFreeSlug(db, body.slug, id);
    values.slug = body.slug;
  } else if (!existing || existing.version === 0) {
    values.slug = await derivedSlug(db, body.title, id);
  }
  const publishing = body.status === "published";
  const changed =
    existing !== null &&
    (existing.title !== body.title ||
      existing.summary !== body.summary ||
      existing.body !== body.body);
  const wasPublished = existing?.status === "published";
  if (publishing && (!wasPublished || changed)) {
    values.version = (existing?.version ?? 0) + 1;
    values.publishedAt = new Date();
  }
  // Absent on an update: the article stays where it is; null: in no collection.
  const collectionId =
    body.articleCollectionId === undefined
      ? (existing?.collectionId ?? null)
      : body.articleCollectionId;
  values.collectionId = collectionId;
  if (collectionId && collectionId !== existing?.collectionId)
    values.collectionPosition = await lastPosition(db, collectionId);
  if (!existing) values.authorUserId = user.userId;
  return { values };
}

export async function onArticleCreated(
  record: ArticleRecord,
  { tx, user }: WriteContext,
): Promise<void> {
  await recordArticleActivity(tx, user, "created", null, record);
}

export async function onArticleUpdated(
  updated: ArticleRecord,
  existing: ArticleRecord,
  { tx, user }: WriteContext,
): Promise<void> {
  if (existing.status === "published" && textChanged(existing, updated))
    await keepRevision(tx, existing);
  // Only a once-published article's address was given out: a draft's old slugs are forgotten.
  if (existing.version > 0)
    await keepEarlierSlug(tx, existing.id, existing.slug, updated.slug);
  await recordArticleActivity(tx, user, "updated", existing, updated);
}
