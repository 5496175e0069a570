/**
 * The document library (issue 26): a document's metadata as the API reads and writes it, the text
 * fields of its upload, and its versions. The description is rich text: a plain string here (the
 * form), swapped for server/richText's sanitising field on the server. The file's limits are
 * LIBRARY_DOCUMENT_LIMITS (../documentLimits.ts).
 */
import { z } from "zod";
import { MESSAGES, requiredText } from "./common";

export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_DESCRIPTION_MAX = 5000;
export const DOCUMENT_TAGS_MAX = 20;
export const DOCUMENT_TAG_MAX = 40;
export const DOCUMENT_SHARES_MAX = 100;

/** The kinds of record a document may belong to (support requests join with their issue). */
export const DOCUMENT_MODEL_TYPES = [
  "workspace",
  "trip",
  "patient",
  "vehicle",
  "facility",
] as const;
export type DocumentModelType = (typeof DOCUMENT_MODEL_TYPES)[number];

/** The search filter's value for documents that belong to no record. */
export const FREE_STANDING = "none";

/** The type filter's groups of content types. */
export const DOCUMENT_TYPE_GROUPS = ["pdf", "image", "text", "office"] as const;
export type DocumentTypeGroup = (typeof DOCUMENT_TYPE_GROUPS)[number];

export const LIBRARY_DOCUMENT_MESSAGES = {
  modelType: "Choose a kind of record.",
  modelPair: "A document names both a kind of record and a record, or neither.",
  recordNotFound: "Record not found.",
  tag: `Use tags of at most ${DOCUMENT_TAG_MAX} characters, at most ${DOCUMENT_TAGS_MAX} of them.`,
  sharesFreeStanding:
    "Only a document that belongs to no record is shared with people or workspaces.",
  shareUsers: "Choose people among those you work with.",
  shareWorkspaces: "Choose workspaces you are a member of.",
  notEditor:
    "Only the document's owner or an editor of its workspace may change it.",
  version: "This document has no such version.",
} as const;

/** One tag: trimmed, lower-cased, 1–40 characters. */
const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, LIBRARY_DOCUMENT_MESSAGES.tag)
  .max(DOCUMENT_TAG_MAX, LIBRARY_DOCUMENT_MESSAGES.tag);

/** Tags, each once, in the order given. */
export const tagsSchema = z
  .array(tagSchema)
  .max(DOCUMENT_TAGS_MAX, LIBRARY_DOCUMENT_MESSAGES.tag)
  .transform((tags) => [...new Set(tags)]);

/** A comma-separated tag list (an upload's text field) as tags. */
export const tagListSchema = z
  .string()
  .max(
    DOCUMENT_TAGS_MAX * (DOCUMENT_TAG_MAX + 2),
    LIBRARY_DOCUMENT_MESSAGES.tag,
  )
  .transform((text) =>
    text
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
  )
  .pipe(tagsSchema);

/** A document names both a record's kind and its id, or neither (free-standing). */
export const bothOrNeither = (b: {
  modelType?: string | null;
  modelId?: string | null;
}) => !b.modelType === !b.modelId;

/**
 * POST /documents: a document's metadata (update only: the id is required, a document is created
 * by uploading its file). Sharing applies to free-standing documents only.
 */
export const documentUpsertShape = {
  documentId: z.uuid({ error: MESSAGES.required }),
  title: requiredText(DOCUMENT_TITLE_MAX),
  description: z
    .string()
    .max(DOCUMENT_DESCRIPTION_MAX, MESSAGES.tooLong(DOCUMENT_DESCRIPTION_MAX))
    .optional(),
  tags: tagsSchema.optional(),
  sharedUserIds: z.array(z.uuid()).max(DOCUMENT_SHARES_MAX).optional(),
  sharedWorkspaceIds: z.array(z.uuid()).max(DOCUMENT_SHARES_MAX).optional(),
};
export const documentUpsertSchema = z.object(documentUpsertShape);
export type DocumentUpsert = z.input<typeof documentUpsertSchema>;

/**
 * The text fields of POST /documents/upload (the file is its own part). The title defaults to the
 * file's name; tags are comma-separated.
 */
export const documentUploadFieldsSchema = z
  .object({
    title: z
      .string()
      .trim()
      .max(DOCUMENT_TITLE_MAX, MESSAGES.tooLong(DOCUMENT_TITLE_MAX))
      .optional(),
    description: z
      .string()
      .max(DOCUMENT_DESCRIPTION_MAX, MESSAGES.tooLong(DOCUMENT_DESCRIPTION_MAX))
      .optional(),
    tags: tagListSchema.optional(),
    modelType: z
      .enum(DOCUMENT_MODEL_TYPES, {
        error: LIBRARY_DOCUMENT_MESSAGES.modelType,
      })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    modelId: z
      .uuid({ error: LIBRARY_DOCUMENT_MESSAGES.recordNotFound })
      .optional()
      .or(z.literal("").transform(() => undefined)),
  })
  .refine(bothOrNeither, {
    message: LIBRARY_DOCUMENT_MESSAGES.modelPair,
    path: ["modelId"],
  });
export type DocumentUploadFields = z.input<typeof documentUploadFieldsSchema>;

export const documentRowSchema = z.object({
  _id: z.string().optional(),
  id: z.string(),
  documentId: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  modelType: z.string().nullable(),
  modelId: z.string().nullable(),
  ownerUserId: z.string().nullable(),
  ownerName: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  sha256: z.string(),
  version: z.number(),
  sharedUserIds: z.array(z.string()),
  /** The same people with their names (for the owner's sharing form). */
  sharedUsers: z.array(z.object({ id: z.string(), label: z.string() })),
  sharedWorkspaceIds: z.array(z.string()),
  /** Whether the caller may change it (metadata, a new version, delete). */
  canEdit: z.boolean(),
  /**
   * With a searchTerm: where it matched, the matched words between SNIPPET_MARK.start and .end
   * (plain text otherwise: the client draws the marks, never HTML); null without a search.
   */
  snippet: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentRow = z.infer<typeof documentRowSchema>;

/** One version of a document's file: GET /documents/{id}/versions. */
export const documentVersionRowSchema = z.object({
  id: z.string(),
  version: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  sha256: z.string(),
  uploadedByUserId: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentVersionRow = z.infer<typeof documentVersionRowSchema>;

/** GET /documents/{id}/content: a version (default the current one), inline unless download=true. */
export const documentVersionContentQuerySchema = z.object({
  version: z.coerce
    .number({ error: LIBRARY_DOCUMENT_MESSAGES.version })
    .int(LIBRARY_DOCUMENT_MESSAGES.version)
    .min(1, LIBRARY_DOCUMENT_MESSAGES.version)
    .max(1_000_000, LIBRARY_DOCUMENT_MESSAGES.version)
    .optional(),
  download: z.enum(["true", "false"]).optional(),
});

/** POST /documents/shareable: people the caller may share a free-standing document with. */
export const shareableRequestSchema = z.object({
  searchTerm: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(100, MESSAGES.tooLong(100)),
});
export const SHAREABLE_LIMIT = 20;
export const shareablePersonSchema = z.object({
  id: z.string(),
  label: z.string(),
});
export type ShareablePerson = z.infer<typeof shareablePersonSchema>;
