/** A user's bookmark of a record (§3 Bookmark: name, modelType, modelId; issue 25). */
import { z } from "zod";
import { MODEL_TYPES } from "../records";
import { requiredText } from "./common";

export const BOOKMARK_MESSAGES = {
  modelType: "Choose a kind of record.",
  modelId: "Choose a record.",
  duplicate: "This record is already bookmarked.",
  /** The record does not exist or is out of the caller's reach: the same words, so nothing leaks. */
  notFound: "This record was not found.",
} as const;

export const BOOKMARK_NAME_MAX = 200;

export const bookmarkUpsertSchema = z.object({
  bookmarkId: z.uuid().optional(),
  name: requiredText(BOOKMARK_NAME_MAX),
  modelType: z.enum(MODEL_TYPES, { error: BOOKMARK_MESSAGES.modelType }),
  modelId: z.uuid({ error: BOOKMARK_MESSAGES.modelId }),
});
export type BookmarkUpsert = z.input<typeof bookmarkUpsertSchema>;

export const bookmarkRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  bookmarkId: z.string(),
  name: z.string(),
  modelType: z.string(),
  modelId: z.string(),
  /** The record is still in the caller's reach: a bookmark of one they lost is listed, not opened. */
  available: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkRowSchema>;
