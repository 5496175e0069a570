/**
 * Knowledge management (issue 27): article collections, articles (rich-text bodies, searchable,
 * tied to trip conditions, required reading for roles), the slugs an article answered at before,
 * the revisions of a published article, and who acknowledged which published version.
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, timestamps } from "./columns";
import { tsvector } from "./documents";

export const articleCollections = pgTable(
  "article_collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Upper-case letters and digits, unique (the reader's /articles/collection/:code). */
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("article_collections_code_key").on(t.code),
    index("article_collections_name_idx").on(t.name, t.id),
    index("article_collections_updated_at_idx").on(t.updatedAt, t.id),
  ],
);

export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** Its current address; the ones it answered at before are in article_slugs. */
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    /** Sanitised rich text (server/richText). */
    body: text("body").notNull().default(""),
    /** The body as plain text, written with it: what search matches and snippets quote. */
    bodyText: text("body_text").notNull().default(""),
    collectionId: uuid("collection_id").references(
      () => articleCollections.id,
      { onDelete: "restrict" },
    ),
    /** Its place in its collection (the admin drags to order). */
    collectionPosition: integer("collection_position").notNull().default(0),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tagText: text("tag_text").notNull().default(""),
    /** The role codes that may read it; empty: every signed-in user. */
    audience: text("audience")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** draft, published or archived. */
    status: text("status").notNull().default("draft"),
    /** The published version: 0 until first published, one more on each published change. */
    version: integer("version").notNull().default(0),
    publishedAt: at("published_at"),
    /** The roles that must acknowledge each published version. */
    requiredForRoles: text("required_for_roles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Trip conditions it is shown on (empty arrays: no condition of that kind). */
    contextEquipment: text("context_equipment")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contextBookingTypes: text("context_booking_types")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contextTripPurposes: text("context_trip_purposes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contextFacilityIds: uuid("context_facility_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    authorUserId: uuid("author_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    updatedByUserId: uuid("updated_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** Title weighs most, then summary and tags, then the body. */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary || ' ' || tag_text), 'B') || setweight(to_tsvector('english'::regconfig, left(body_text, 200000)), 'C')`,
      ),
    /** What trigram similarity reads: a misspelt word of the title, summary or tags still finds. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(title || ' ' || summary || ' ' || tag_text)`,
      ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("articles_slug_key").on(t.slug),
    index("articles_status_updated_idx").on(t.status, t.updatedAt, t.id),
    index("articles_updated_at_idx").on(t.updatedAt, t.id),
    index("articles_title_idx").on(t.title, t.id),
    index("articles_published_at_idx").on(t.publishedAt, t.id),
    index("articles_created_at_idx").on(t.createdAt, t.id),
    // The reader's order inside a collection, when the collection is a filter of its own.
    index("articles_collection_position_idx").on(t.collectionPosition, t.id),
    index("articles_collection_idx").on(
      t.collectionId,
      t.collectionPosition,
      t.id,
    ),
    index("articles_tags_gin").using("gin", t.tags).with({ fastupdate: false }),
    index("articles_required_gin")
      .using("gin", t.requiredForRoles)
      .with({ fastupdate: false }),
    index("articles_search_vector_gin")
      .using("gin", t.searchVector)
      .with({ fastupdate: false }),
    index("articles_search_trgm")
      .using("gin", t.searchText.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

/** Every earlier address of an article: the old slug keeps answering (the client redirects). */
export const articleSlugs = pgTable(
  "article_slugs",
  {
    slug: text("slug").primaryKey(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("article_slugs_article_idx").on(t.articleId)],
);

/** A published article's earlier states: each saved change keeps the previous one here. */
export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    /** 1, 2, … per article, in the order they were kept. */
    number: integer("number").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    /** The published version this state was (0: never published). */
    version: integer("version").notNull(),
    /** Who wrote this state, and when they saved it. */
    writtenByUserId: uuid("written_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    writtenAt: at("written_at").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("article_revisions_article_number_key").on(
      t.articleId,
      t.number,
    ),
  ],
);

/** Who acknowledged which published version of a required article. */
export const articleAcknowledgements = pgTable(
  "article_acknowledgements",
  {
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.userId, t.version] }),
    index("article_acknowledgements_user_idx").on(t.userId, t.articleId),
  ],
);
