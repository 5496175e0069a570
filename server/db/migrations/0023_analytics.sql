CREATE INDEX "sessions_created_at_idx" ON "sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trips_pick_up_volume_idx" ON "trips" USING btree ("pick_up_datetime","trip_status","outcome_code");--> statement-breakpoint
CREATE INDEX "trips_cancelled_pick_up_idx" ON "trips" USING btree ("pick_up_datetime","cancelled_by_party","reason_for_cancellation","outcome_code") WHERE trip_status = 'cancelled';--> statement-breakpoint
CREATE INDEX "trips_pick_up_on_time_idx" ON "trips" USING btree ("pick_up_datetime","driver_id","arrived_at_pick_up_at");