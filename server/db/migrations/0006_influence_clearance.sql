ALTER TABLE "influence_status_records" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "influence_status_records" ADD COLUMN "cleared_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "influence_status_records" ADD COLUMN "clear_reason" text;--> statement-breakpoint
ALTER TABLE "influence_status_records" ADD CONSTRAINT "influence_status_records_cleared_by_user_id_users_id_fk" FOREIGN KEY ("cleared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;