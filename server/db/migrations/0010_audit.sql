ALTER TABLE "activities" DROP CONSTRAINT "activities_actor_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "model_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "ip_address" text;--> statement-breakpoint
CREATE INDEX "activities_action_idx" ON "activities" USING btree ("action","created_at","id");--> statement-breakpoint
-- Issue 11 (HIPAA 164.312(b)): the activity record is append-only. The API has no call that changes
-- it, and the database refuses it too, whoever asks.
CREATE FUNCTION "activities_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The activity record is append-only: % is refused.', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "activities_no_update_or_delete" BEFORE UPDATE OR DELETE ON "activities"
  FOR EACH ROW EXECUTE FUNCTION "activities_append_only"();--> statement-breakpoint
CREATE TRIGGER "activities_no_truncate" BEFORE TRUNCATE ON "activities"
  FOR EACH STATEMENT EXECUTE FUNCTION "activities_append_only"();
