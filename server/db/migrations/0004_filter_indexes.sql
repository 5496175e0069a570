CREATE INDEX "drivers_license_class_idx" ON "drivers" USING btree ("license_class");--> statement-breakpoint
CREATE INDEX "facilities_city_lower_idx" ON "facilities" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "facilities_state_idx" ON "facilities" USING btree ("state");--> statement-breakpoint
CREATE INDEX "insurance_providers_state_idx" ON "insurance_providers" USING btree ("state");