CREATE TABLE "support_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"support_request_id" uuid NOT NULL,
	"reply_id" uuid,
	"document_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_user_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(file_name || ' ' || document_type)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"support_request_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"from_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"requester_user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"page_url" text,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"assignee_user_id" uuid,
	"resolved_at" timestamp with time zone,
	"solved" boolean,
	"last_reply_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attribute_id" uuid NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"entity_type" text NOT NULL,
	"data_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "emails_to_idx";--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_support_request_id_support_requests_id_fk" FOREIGN KEY ("support_request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_reply_id_support_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."support_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_support_request_id_support_requests_id_fk" FOREIGN KEY ("support_request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_attachments_request_idx" ON "support_attachments" USING btree ("support_request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_attachments_storage_key_idx" ON "support_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "support_attachments_search_trgm" ON "support_attachments" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "support_replies_created_at_idx" ON "support_replies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_replies_request_idx" ON "support_replies" USING btree ("support_request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_requester_idx" ON "support_requests" USING btree ("requester_user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_status_idx" ON "support_requests" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_assignee_idx" ON "support_requests" USING btree ("assignee_user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_priority_idx" ON "support_requests" USING btree ("priority","updated_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_category_idx" ON "support_requests" USING btree ("category","updated_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_updated_at_idx" ON "support_requests" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_created_at_idx" ON "support_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_number_idx" ON "support_requests" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "support_requests_subject_idx" ON "support_requests" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "support_requests_search_trgm" ON "support_requests" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_values_attribute_value_key" ON "attribute_values" USING btree ("attribute_id","value");--> statement-breakpoint
CREATE INDEX "attribute_values_attribute_idx" ON "attribute_values" USING btree ("attribute_id","position","id");--> statement-breakpoint
CREATE INDEX "attribute_values_label_idx" ON "attribute_values" USING btree ("label","id");--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_entity_code_key" ON "attributes" USING btree ("entity_type","code");--> statement-breakpoint
CREATE INDEX "attributes_entity_idx" ON "attributes" USING btree ("entity_type","position","id");--> statement-breakpoint
CREATE INDEX "attributes_name_idx" ON "attributes" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "attributes_updated_at_idx" ON "attributes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "attributes_position_idx" ON "attributes" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "drivers_attributes_gin" ON "drivers" USING gin ("attributes" jsonb_path_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "emails_failed_idx" ON "emails" USING btree ("created_at","id") WHERE error is not null;--> statement-breakpoint
CREATE INDEX "facilities_attributes_gin" ON "facilities" USING gin ("attributes" jsonb_path_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "patients_attributes_gin" ON "patients" USING gin ("attributes" jsonb_path_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "vehicles_attributes_gin" ON "vehicles" USING gin ("attributes" jsonb_path_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "trips_attributes_gin" ON "trips" USING gin ("attributes" jsonb_path_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "emails_to_idx" ON "emails" USING btree ("to_email_address","created_at","id");