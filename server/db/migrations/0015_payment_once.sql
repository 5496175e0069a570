-- Issue 21: a trip is paid once. Databases written before this may already hold what the two
-- indexes below refuse. Extra open checkout links are closed (the newest stays open; the payer of
-- a closed one is told the link can no longer be paid). A trip with two completed payments took
-- money twice: nothing here can decide which to give back, so the upgrade stops and names them.
UPDATE "payment_records" SET "status" = 'failed', "failure_reason" = 'Closed: a trip has one open checkout link, and a newer one was made.', "updated_at" = now()
WHERE "status" = 'pending' AND "checkout_token" IS NOT NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("trip_id") "id" FROM "payment_records"
  WHERE "status" = 'pending' AND "checkout_token" IS NOT NULL
  ORDER BY "trip_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
DO $$
DECLARE twice text;
BEGIN
  SELECT string_agg("trip_id"::text, ', ') INTO twice FROM (
    SELECT "trip_id" FROM "payment_records" WHERE "status" = 'completed'
    GROUP BY "trip_id" HAVING count(*) > 1 ORDER BY "trip_id" LIMIT 20
  ) paid_twice;
  IF twice IS NOT NULL THEN
    RAISE EXCEPTION 'These trips have more than one completed payment: %. Refund all but one of each (Payment Records, Refund) with the previous version, then upgrade again.', twice;
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_trip_completed_key" ON "payment_records" USING btree ("trip_id") WHERE status = 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_trip_open_checkout_key" ON "payment_records" USING btree ("trip_id") WHERE status = 'pending' and checkout_token is not null;