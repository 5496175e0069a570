/**
 * Article collections (issue 27) as the API reads and writes them: the generic four under
 * /article-collections, get-by-code and the order of a collection's articles. Re-exported by
 * ./article.ts.
 */
import { z } from "zod";
import { ARTICLE_MESSAGES } from "./articleMessages";
import { MESSAGES, requiredText } from "./common";

export const COLLECTION_NAME_MAX = 120;
export const COLLECTION_CODE_MAX = 20;
export const COLLECTION_DESCRIPTION_MAX = 2000;
/** Articles one collection may order in one call. */
export const COLLECTION_ORDER_MAX = 1000;

export const COLLECTION_CODE_PATTERN = /^[A-Z0-9]+$/;

/** POST /article-collections (articleCollectionId present → update). */
export const articleCollectionUpsertShape = {
  articleCollectionId: z.uuid().optional(),
  name: requiredText(COLLECTION_NAME_MAX),
  code: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(COLLECTION_CODE_MAX, MESSAGES.tooLong(COLLECTION_CODE_MAX))
    .regex(COLLECTION_CODE_PATTERN, ARTICLE_MESSAGES.code),
  description: z
    .string()
    .trim()
    .max(
      COLLECTION_DESCRIPTION_MAX,
      MESSAGES.tooLong(COLLECTION_DESCRIPTION_MAX),
    )
    .default(""),
};
export const articleCollectionUpsertSchema = z.object(
  articleCollectionUpsertShape,
);
export type ArticleCollectionUpsert = z.input<
  typeof articleCollectionUpsertSchema
>;

export const articleCollectionRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  articleCollectionId: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  /** Its articles the caller may read (published in their audience; every one for an admin). */
  articleCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleCollectionRow = z.infer<typeof articleCollectionRowSchema>;

/** POST /article-collections/get-by-code. */
export const collectionByCodeRequestSchema = z.object({
  code: z.string().trim().min(1, MESSAGES.required).max(100),
});

/** POST /article-collections/{id}/order: the collection's articles, first to last. */
export const collectionOrderSchema = z.object({
  articleIds: z
    .array(z.uuid({ error: ARTICLE_MESSAGES.orderArticles }))
    .max(COLLECTION_ORDER_MAX),
});
