CREATE TABLE "article_acknowledgements" (
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_acknowledgements_article_id_user_id_version_pk" PRIMARY KEY("article_id","user_id","version")
);
--> statement-breakpoint
CREATE TABLE "article_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"version" integer NOT NULL,
	"written_by_user_id" uuid,
	"written_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"collection_id" uuid,
	"collection_position" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tag_text" text DEFAULT '' NOT NULL,
	"audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"required_for_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"context_equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"context_booking_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"context_trip_purposes" text[] DEFAULT '{}'::text[] NOT NULL,
	"context_facility_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"author_user_id" uuid,
	"updated_by_user_id" uuid,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary || ' ' || tag_text), 'B') || setweight(to_tsvector('english'::regconfig, left(body_text, 200000)), 'C')) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || summary || ' ' || tag_text)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_acknowledgements" ADD CONSTRAINT "article_acknowledgements_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_acknowledgements" ADD CONSTRAINT "article_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_written_by_user_id_users_id_fk" FOREIGN KEY ("written_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_slugs" ADD CONSTRAINT "article_slugs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_collection_id_article_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."article_collections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_acknowledgements_user_idx" ON "article_acknowledgements" USING btree ("user_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "article_collections_code_key" ON "article_collections" USING btree ("code");--> statement-breakpoint
CREATE INDEX "article_collections_name_idx" ON "article_collections" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "article_collections_updated_at_idx" ON "article_collections" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "article_revisions_article_number_key" ON "article_revisions" USING btree ("article_id","number");--> statement-breakpoint
CREATE INDEX "article_slugs_article_idx" ON "article_slugs" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_key" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_status_updated_idx" ON "articles" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "articles_title_idx" ON "articles" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "articles_collection_position_idx" ON "articles" USING btree ("collection_position","id");--> statement-breakpoint
CREATE INDEX "articles_collection_idx" ON "articles" USING btree ("collection_id","collection_position","id");--> statement-breakpoint
CREATE INDEX "articles_tags_gin" ON "articles" USING gin ("tags") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_required_gin" ON "articles" USING gin ("required_for_roles") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_search_vector_gin" ON "articles" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_search_trgm" ON "articles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);