/**
 * Knowledge management (issue 27): articles and article collections as the API reads and writes
 * them, the calls of their own (by slug, by code, revisions, restore, acknowledgement, in context,
 * the collection's order). The body is rich text: a plain string here (the form), swapped for
 * server/richText's sanitising field on the server.
 */
import { z } from "zod";
import { ROLE_CODES } from "../privileges";
import { BOOKING_TYPES, TRIP_PURPOSES } from "../tripEnums";
import { MESSAGES, requiredText } from "./common";
import { tagsSchema } from "./libraryDocument";
import { ARTICLE_MESSAGES } from "./articleMessages";
import { pagedSearchFields } from "./searchPaging";

export { ARTICLE_MESSAGES } from "./articleMessages";
export * from "./articleCollection";

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
export const ARTICLE_BODY_MAX = 50_000;
export const ARTICLE_SLUG_MAX = 80;

export const ARTICLE_STATUSES = ["draft", "published", "archived"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The trip conditions an article may be tied to (§3's equipment, and oxygen). */
export const ARTICLE_EQUIPMENT = ["wheelchair", "stretcher", "oxygen"] as const;
export type ArticleEquipment = (typeof ARTICLE_EQUIPMENT)[number];

/** A slug: lower-case letters, digits and single dashes between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string()
  .trim()
  .min(1, ARTICLE_MESSAGES.slug)
  .max(ARTICLE_SLUG_MAX, MESSAGES.tooLong(ARTICLE_SLUG_MAX))
  .regex(SLUG_PATTERN, ARTICLE_MESSAGES.slug);

/**
 * The slug a title gives: accents dropped, lower case, every run of other characters one dash,
 * cut at a word boundary under the limit. "" when the title has no letter or digit (the server
 * then falls back to "article").
 */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > ARTICLE_SLUG_MAX) break;
    slug = next;
  }
  return slug || words.join("-").slice(0, ARTICLE_SLUG_MAX);
}

const roleList = z
  .array(z.enum(ROLE_CODES, { error: ARTICLE_MESSAGES.role }))
  .max(ROLE_CODES.length)
  .transform((roles) => [...new Set(roles)]);

/** The trip conditions an article is shown on; every kind named must match (empty: any). */
export const articleConditionsSchema = z.object({
  equipment: z
    .array(z.enum(ARTICLE_EQUIPMENT))
    .max(ARTICLE_EQUIPMENT.length)
    .default([]),
  bookingTypes: z
    .array(z.enum(BOOKING_TYPES))
    .max(BOOKING_TYPES.length)
    .default([]),
  tripPurposes: z
    .array(z.enum(TRIP_PURPOSES))
    .max(TRIP_PURPOSES.length)
    .default([]),
  facilityIds: z.array(z.uuid()).max(50).default([]),
});
export type ArticleConditions = z.output<typeof articleConditionsSchema>;
export const NO_CONDITIONS: ArticleConditions = {
  equipment: [],
  bookingTypes: [],
  tripPurposes: [],
  facilityIds: [],
};

/**
 * POST /articles (articleId present → update). The slug is derived from the title while the article
 * was never published; after that it changes only when sent, and the old one keeps answering.
 */
export const articleUpsertShape = {
  articleId: z.uuid().optional(),
  title: requiredText(ARTICLE_TITLE_MAX),
  slug: slugSchema.optional(),
  summary: z
    .string()
    .trim()
    .max(ARTICLE_SUMMARY_MAX, MESSAGES.tooLong(ARTICLE_SUMMARY_MAX))
    .default(""),
  body: z
    .string()
    .max(ARTICLE_BODY_MAX, MESSAGES.tooLong(ARTICLE_BODY_MAX))
    .default(""),
  articleCollectionId: z
    .uuid({ error: ARTICLE_MESSAGES.collectionNotFound })
    .nullish(),
  tags: tagsSchema.default([]),
  audience: roleList.default([]),
  status: z
    .enum(ARTICLE_STATUSES, { error: ARTICLE_MESSAGES.status })
    .default("draft"),
  requiredForRoles: roleList.default([]),
  conditions: articleConditionsSchema.default(NO_CONDITIONS),
};
export const articleUpsertSchema = z.object(articleUpsertShape);
export type ArticleUpsert = z.input<typeof articleUpsertSchema>;

export const articleRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  articleId: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  /** Sanitised HTML; "" in search rows (a list never needs it), whole in a read of one. */
  body: z.string(),
  articleCollectionId: z.string().nullable(),
  collectionCode: z.string().nullable(),
  collectionName: z.string().nullable(),
  collectionPosition: z.number(),
  tags: z.array(z.string()),
  audience: z.array(z.string()),
  status: z.enum(ARTICLE_STATUSES),
  version: z.number(),
  publishedAt: z.string().nullable(),
  requiredForRoles: z.array(z.string()),
  conditions: z.object({
    equipment: z.array(z.string()),
    bookingTypes: z.array(z.string()),
    tripPurposes: z.array(z.string()),
    facilityIds: z.array(z.string()),
  }),
  authorUserId: z.string().nullable(),
  authorName: z.string().nullable(),
  updatedByName: z.string().nullable(),
  /** With a searchTerm: where it matched, between SNIPPET_MARK.start and .end; null otherwise. */
  snippet: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleRow = z.infer<typeof articleRowSchema>;

/** POST /articles/get-by-slug: `redirected` when the slug was an earlier one (go to `slug`). */
export const articleBySlugRequestSchema = z.object({
  slug: z.string().trim().min(1, MESSAGES.required).max(200),
});
export const articleBySlugResponseSchema = articleRowSchema.extend({
  redirected: z.boolean(),
});

/** POST /articles/{id}/revisions/search: newest first, paged like any search. */
export const articleRevisionRowSchema = z.object({
  id: z.string(),
  articleRevisionId: z.string(),
  articleId: z.string(),
  number: z.number(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  version: z.number(),
  writtenByUserId: z.string().nullable(),
  writtenByName: z.string().nullable(),
  writtenAt: z.string(),
  createdAt: z.string(),
});
export type ArticleRevisionRow = z.infer<typeof articleRevisionRowSchema>;

/** POST /articles/{id}/restore: the revision's text becomes the article's (a new revision). */
export const articleRestoreSchema = z.object({
  revisionId: z.uuid({ error: ARTICLE_MESSAGES.revisionNotFound }),
});

/** POST /articles/required: the caller's required reading, unacknowledged first. */
export const requiredArticleRowSchema = z.object({
  articleId: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  version: z.number(),
  acknowledged: z.boolean(),
  acknowledgedAt: z.string().nullable(),
});
export type RequiredArticleRow = z.infer<typeof requiredArticleRowSchema>;

/** POST /articles/{id}/acknowledge: the caller read the current published version. */
export const articleAcknowledgementSchema = z.object({
  articleId: z.string(),
  version: z.number(),
  acknowledgedAt: z.string(),
});

/** POST /articles/{id}/acknowledgements (admin): who of the required roles has read this version. */
export const articleReaderRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  roleCode: z.string(),
  /** When they acknowledged the current version; null when they have not. */
  acknowledgedAt: z.string().nullable(),
  /** The latest version they acknowledged, if any (an older one asks again). */
  lastVersion: z.number().nullable(),
});
export type ArticleReaderRow = z.infer<typeof articleReaderRowSchema>;

/**
 * POST /articles/in-context: the published articles (within the caller's audience) tied to these
 * conditions. A trip's page names the trip (its conditions are read on the server, the trip must be
 * in the caller's reach); the booking form names what is being booked.
 */
export const articleContextRequestSchema = z.object({
  tripId: z.uuid().optional(),
  wheelchair: z.boolean().optional(),
  stretcher: z.boolean().optional(),
  oxygen: z.boolean().optional(),
  bookingType: z.enum(BOOKING_TYPES).optional(),
  tripPurpose: z.enum(TRIP_PURPOSES).optional(),
  facilityId: z.uuid().nullish(),
});
export type ArticleContextRequest = z.input<typeof articleContextRequestSchema>;
export const articleContextRowSchema = z.object({
  articleId: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  required: z.boolean(),
});
export type ArticleContextRow = z.infer<typeof articleContextRowSchema>;
/** At most this many in-context articles are answered (required first, then by title). */
export const ARTICLE_CONTEXT_LIMIT = 10;

/** POST /articles/{id}/revisions/search: a page of revisions, newest first. */
export const articleRevisionSearchSchema = z.strictObject(
  pagedSearchFields(["number"], 100),
);
