CREATE TABLE "document_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid,
	"workspace_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tag_text" text DEFAULT '' NOT NULL,
	"model_type" text,
	"model_id" uuid,
	"owner_user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"text_content" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title || ' ' || tag_text), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || setweight(to_tsvector('english'::regconfig, left(text_content, 500000)), 'C')) STORED NOT NULL,
	"rank_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title || ' ' || tag_text), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || strip(to_tsvector('english'::regconfig, left(text_content, 20000)))) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || tag_text || ' ' || file_name)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_shares_user_key" ON "document_shares" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_shares_workspace_key" ON "document_shares" USING btree ("document_id","workspace_id");--> statement-breakpoint
CREATE INDEX "document_shares_user_idx" ON "document_shares" USING btree ("user_id","document_id");--> statement-breakpoint
CREATE INDEX "document_shares_workspace_idx" ON "document_shares" USING btree ("workspace_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_document_version_key" ON "document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "document_versions_storage_key_idx" ON "document_versions" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "documents_model_idx" ON "documents" USING btree ("model_type","model_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "documents_title_idx" ON "documents" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "documents_content_type_idx" ON "documents" USING btree ("content_type","id");--> statement-breakpoint
CREATE INDEX "documents_size_idx" ON "documents" USING btree ("size_bytes","id");--> statement-breakpoint
CREATE INDEX "documents_storage_key_idx" ON "documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "documents_tags_gin" ON "documents" USING gin ("tags") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "documents_search_vector_gin" ON "documents" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "documents_search_trgm" ON "documents" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "vehicle_documents_storage_key_idx" ON "vehicle_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "trip_documents_storage_key_idx" ON "trip_documents" USING btree ("storage_key");