CREATE TABLE "bookmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"model_type" text NOT NULL,
	"model_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"sender_name" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"reaction_type" text,
	"notification_type" text,
	"model_type" text,
	"model_id" uuid,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_notification_dismissals" (
	"system_notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_notification_dismissals_system_notification_id_user_id_pk" PRIMARY KEY("system_notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "system_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"display_once" boolean DEFAULT false NOT NULL,
	"notification_system_type" text DEFAULT 'info' NOT NULL,
	"start_display_at" timestamp with time zone,
	"end_display_at" timestamp with time zone,
	"model_type" text,
	"model_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(message)) STORED NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "discussion_participants" (
	"discussion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invited" boolean DEFAULT true NOT NULL,
	"last_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_participants_discussion_id_user_id_pk" PRIMARY KEY("discussion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discussion_id" uuid NOT NULL,
	"parent_post_id" uuid,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"model_type" text,
	"model_id" uuid,
	"created_by_id" uuid,
	"last_post_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mention_digest_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"after_minutes" integer,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notification_dismissals" ADD CONSTRAINT "system_notification_dismissals_system_notification_id_system_notifications_id_fk" FOREIGN KEY ("system_notification_id") REFERENCES "public"."system_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notification_dismissals" ADD CONSTRAINT "system_notification_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notifications" ADD CONSTRAINT "system_notifications_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_participants" ADD CONSTRAINT "discussion_participants_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_participants" ADD CONSTRAINT "discussion_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mention_digest_settings" ADD CONSTRAINT "mention_digest_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_record_key" ON "bookmarks" USING btree ("user_id","model_type","model_id");--> statement-breakpoint
CREATE INDEX "bookmarks_user_name_idx" ON "bookmarks" USING btree ("user_id","name","id");--> statement-breakpoint
CREATE INDEX "bookmarks_name_idx" ON "bookmarks" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "bookmarks_created_at_idx" ON "bookmarks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" USING btree ("recipient_user_id","viewed_at","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_sender_idx" ON "notifications" USING btree ("sender_user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "system_notification_dismissals_user_idx" ON "system_notification_dismissals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "system_notifications_active_idx" ON "system_notifications" USING btree ("active","start_display_at","id");--> statement-breakpoint
CREATE INDEX "system_notifications_start_idx" ON "system_notifications" USING btree ("start_display_at","id");--> statement-breakpoint
CREATE INDEX "system_notifications_created_at_idx" ON "system_notifications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "system_notifications_updated_at_idx" ON "system_notifications" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "system_notifications_search_trgm" ON "system_notifications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "discussion_participants_user_idx" ON "discussion_participants" USING btree ("user_id","discussion_id");--> statement-breakpoint
CREATE INDEX "discussion_posts_thread_idx" ON "discussion_posts" USING btree ("discussion_id","created_at","id");--> statement-breakpoint
CREATE INDEX "discussion_posts_created_at_idx" ON "discussion_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "discussion_posts_author_idx" ON "discussion_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "discussions_model_idx" ON "discussions" USING btree ("model_type","model_id","last_post_at","id");--> statement-breakpoint
CREATE INDEX "discussions_last_post_idx" ON "discussions" USING btree ("last_post_at","id");--> statement-breakpoint
CREATE INDEX "discussions_title_idx" ON "discussions" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "discussions_created_at_idx" ON "discussions" USING btree ("created_at","id");