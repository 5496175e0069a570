CREATE TABLE "service_organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"contact_email" text,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(contact_email, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_key_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"api_key_id" uuid NOT NULL,
	"service_user_id" uuid NOT NULL,
	"service_organization_id" uuid NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"address" text,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_user_id" uuid NOT NULL,
	"service_organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" uuid,
	"created_by_user_id" uuid,
	"last_used_at" timestamp with time zone,
	"last_used_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "service_organization_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_service_user_id_users_id_fk" FOREIGN KEY ("service_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_service_organization_id_service_organizations_id_fk" FOREIGN KEY ("service_organization_id") REFERENCES "public"."service_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_organizations_name_key" ON "service_organizations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "service_organizations_name_idx" ON "service_organizations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "service_organizations_kind_idx" ON "service_organizations" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "service_organizations_created_at_idx" ON "service_organizations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_organizations_search_trgm" ON "service_organizations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "api_key_calls_org_idx" ON "api_key_calls" USING btree ("service_organization_id","at","id");--> statement-breakpoint
CREATE INDEX "api_key_calls_key_idx" ON "api_key_calls" USING btree ("api_key_id","at","id");--> statement-breakpoint
CREATE INDEX "api_key_calls_user_idx" ON "api_key_calls" USING btree ("service_user_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("service_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "api_keys_org_idx" ON "api_keys" USING btree ("service_organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "api_keys_created_at_idx" ON "api_keys" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "api_keys_name_idx" ON "api_keys" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "api_keys_expires_at_idx" ON "api_keys" USING btree ("expires_at","id");--> statement-breakpoint
CREATE INDEX "api_keys_last_used_at_idx" ON "api_keys" USING btree ("last_used_at","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_service_organization_id_service_organizations_id_fk" FOREIGN KEY ("service_organization_id") REFERENCES "public"."service_organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_service_organization_idx" ON "users" USING btree ("service_organization_id","first_name","id");--> statement-breakpoint
-- Issue 28: every call made with an API key is kept; the API has no call that changes the record, and
-- the database refuses it too, whoever asks.
CREATE FUNCTION "api_key_calls_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The API key call record is append-only: % is refused.', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "api_key_calls_no_update_or_delete" BEFORE UPDATE OR DELETE ON "api_key_calls"
  FOR EACH ROW EXECUTE FUNCTION "api_key_calls_append_only"();--> statement-breakpoint
CREATE TRIGGER "api_key_calls_no_truncate" BEFORE TRUNCATE ON "api_key_calls"
  FOR EACH STATEMENT EXECUTE FUNCTION "api_key_calls_append_only"();--> statement-breakpoint
-- A revoked key or a deactivated organisation must reach every process's cached look-ups at once,
-- as a revoked session does (migration 0014).
CREATE TRIGGER "api_keys_auth_changed" AFTER UPDATE OR DELETE ON "api_keys" FOR EACH STATEMENT EXECUTE FUNCTION "nemt_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "service_organizations_auth_changed" AFTER UPDATE OR DELETE ON "service_organizations" FOR EACH STATEMENT EXECUTE FUNCTION "nemt_auth_changed"();
