/**
 * The document library (issue 26): a document (title, tags, the record it belongs to or none, its
 * current file), every version of its file, and whom a free-standing document is shared with.
 * The bytes live in file storage under each version's storageKey (server/storage).
 */
import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamps } from "./columns";
import { workspaces } from "./workspaces";

/** PostgreSQL's full-text document type; only the database computes and reads it. */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** Sanitised rich text (server/richText). */
    description: text("description").notNull().default(""),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The tags joined by spaces, written with them: a generated column may not call array_to_string. */
    tagText: text("tag_text").notNull().default(""),
    /** The record it belongs to; both null for a free-standing document. */
    modelType: text("model_type"),
    modelId: uuid("model_id"),
    ownerUserId: uuid("owner_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** The current version's file (a copy of its document_versions row). */
    version: integer("version").notNull().default(1),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    /** The current version's text (PDFs and text files), "" when none could be extracted. */
    textContent: text("text_content").notNull().default(""),
    /** Title and tags weigh most, then the description, then the file's words. */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title || ' ' || tag_text), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || setweight(to_tsvector('english'::regconfig, left(text_content, 500000)), 'C')`,
      ),
    /**
     * What relevance is read from: the same words without their positions, the file's words from
     * its first 20,000 characters only, so ranking a few hundred matches reads a few kilobytes each
     * however long the files (a 200-page PDF's full vector is hundreds). Matching uses searchVector.
     */
    rankVector: tsvector("rank_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title || ' ' || tag_text), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || strip(to_tsvector('english'::regconfig, left(text_content, 20000)))`,
      ),
    /** What the trigram similarity reads: a misspelt title word or tag still finds its document. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(title || ' ' || tag_text || ' ' || file_name)`,
      ),
    ...timestamps,
  },
  (t) => [
    index("documents_model_idx").on(t.modelType, t.modelId, t.createdAt, t.id),
    index("documents_owner_idx").on(t.ownerUserId, t.createdAt, t.id),
    index("documents_created_at_idx").on(t.createdAt, t.id),
    index("documents_updated_at_idx").on(t.updatedAt, t.id),
    index("documents_title_idx").on(t.title, t.id),
    index("documents_content_type_idx").on(t.contentType, t.id),
    index("documents_size_idx").on(t.sizeBytes, t.id),
    index("documents_storage_key_idx").on(t.storageKey),
    // fastupdate off: PGlite never vacuums, so a pending list of new rows would grow for ever and
    // every search would scan it; uploads are rare next to searches.
    index("documents_tags_gin")
      .using("gin", t.tags)
      .with({ fastupdate: false }),
    index("documents_search_vector_gin")
      .using("gin", t.searchVector)
      .with({ fastupdate: false }),
    index("documents_search_trgm")
      .using("gin", t.searchText.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

/** Every version of a document's file, the current one included; old ones stay downloadable. */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedByUserId: uuid("uploaded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("document_versions_document_version_key").on(
      t.documentId,
      t.version,
    ),
    index("document_versions_storage_key_idx").on(t.storageKey),
  ],
);

/** Whom a free-standing document is shared with: a user, or a workspace's approved members. */
export const documentShares = pgTable(
  "document_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, {
      onDelete: "cascade",
    }),
    workspaceId: uuid("workspace_id").references(() => workspaces.id, {
      onDelete: "cascade",
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("document_shares_user_key").on(t.documentId, t.userId),
    uniqueIndex("document_shares_workspace_key").on(
      t.documentId,
      t.workspaceId,
    ),
    index("document_shares_user_idx").on(t.userId, t.documentId),
    index("document_shares_workspace_idx").on(t.workspaceId, t.documentId),
  ],
);
