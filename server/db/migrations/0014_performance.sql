DROP INDEX "vehicles_make_model_idx";--> statement-breakpoint
DROP INDEX "users_last_name_idx";--> statement-breakpoint
DROP INDEX "users_first_name_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "drivers_last_name_idx";--> statement-breakpoint
DROP INDEX "drivers_first_name_idx";--> statement-breakpoint
DROP INDEX "drivers_status_idx";--> statement-breakpoint
DROP INDEX "drivers_license_expires_idx";--> statement-breakpoint
DROP INDEX "drivers_credentials_expire_idx";--> statement-breakpoint
DROP INDEX "drivers_hire_date_idx";--> statement-breakpoint
DROP INDEX "drivers_created_at_idx";--> statement-breakpoint
DROP INDEX "influence_status_created_idx";--> statement-breakpoint
DROP INDEX "online_status_created_idx";--> statement-breakpoint
DROP INDEX "emails_created_at_idx";--> statement-breakpoint
DROP INDEX "facilities_name_idx";--> statement-breakpoint
DROP INDEX "facilities_type_idx";--> statement-breakpoint
DROP INDEX "facilities_city_idx";--> statement-breakpoint
DROP INDEX "facilities_created_at_idx";--> statement-breakpoint
DROP INDEX "features_title_idx";--> statement-breakpoint
DROP INDEX "features_active_idx";--> statement-breakpoint
DROP INDEX "features_created_at_idx";--> statement-breakpoint
DROP INDEX "insurance_providers_payer_idx";--> statement-breakpoint
DROP INDEX "insurance_providers_created_at_idx";--> statement-breakpoint
DROP INDEX "patients_last_name_idx";--> statement-breakpoint
DROP INDEX "patients_first_name_idx";--> statement-breakpoint
DROP INDEX "patients_dob_idx";--> statement-breakpoint
DROP INDEX "patients_facility_idx";--> statement-breakpoint
DROP INDEX "patients_created_at_idx";--> statement-breakpoint
DROP INDEX "patients_created_by_idx";--> statement-breakpoint
DROP INDEX "trip_prices_effective_idx";--> statement-breakpoint
DROP INDEX "trip_prices_base_fare_idx";--> statement-breakpoint
DROP INDEX "trip_prices_created_at_idx";--> statement-breakpoint
DROP INDEX "vehicle_documents_type_idx";--> statement-breakpoint
DROP INDEX "vehicle_documents_file_name_idx";--> statement-breakpoint
DROP INDEX "vehicle_documents_created_at_idx";--> statement-breakpoint
DROP INDEX "vehicles_year_idx";--> statement-breakpoint
DROP INDEX "vehicles_capacity_idx";--> statement-breakpoint
DROP INDEX "vehicles_status_idx";--> statement-breakpoint
DROP INDEX "vehicles_insurance_expires_idx";--> statement-breakpoint
DROP INDEX "vehicles_registration_expires_idx";--> statement-breakpoint
DROP INDEX "vehicles_created_at_idx";--> statement-breakpoint
DROP INDEX "payment_records_trip_idx";--> statement-breakpoint
DROP INDEX "payment_records_status_idx";--> statement-breakpoint
DROP INDEX "payment_records_method_idx";--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "drivers_license_number_idx" ON "drivers" USING btree ("license_number","id");--> statement-breakpoint
CREATE INDEX "features_code_idx" ON "features" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "insurance_providers_name_idx" ON "insurance_providers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "trip_prices_booking_type_idx" ON "trip_prices" USING btree ("booking_type","id");--> statement-breakpoint
CREATE INDEX "vehicles_make_idx" ON "vehicles" USING btree ("make","id");--> statement-breakpoint
CREATE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("license_plate","id");--> statement-breakpoint
CREATE INDEX "payment_records_status_sort_idx" ON "payment_records" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payment_records_method_sort_idx" ON "payment_records" USING btree ("method","id");--> statement-breakpoint
CREATE INDEX "trips_status_idx" ON "trips" USING btree ("trip_status","id");--> statement-breakpoint
CREATE INDEX "trips_open_pick_up_idx" ON "trips" USING btree ("pick_up_datetime","id") WHERE trip_status in ('pending', 'confirmed', 'in-progress', 'delayed');--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "drivers_last_name_idx" ON "drivers" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "drivers_first_name_idx" ON "drivers" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "drivers_license_expires_idx" ON "drivers" USING btree ("license_expires_on","id");--> statement-breakpoint
CREATE INDEX "drivers_credentials_expire_idx" ON "drivers" USING btree ("credentials_expire_on","id");--> statement-breakpoint
CREATE INDEX "drivers_hire_date_idx" ON "drivers" USING btree ("hire_date","id");--> statement-breakpoint
CREATE INDEX "drivers_created_at_idx" ON "drivers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "influence_status_created_idx" ON "influence_status_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "online_status_created_idx" ON "online_status_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "emails_created_at_idx" ON "emails" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "facilities_name_idx" ON "facilities" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "facilities_type_idx" ON "facilities" USING btree ("facility_type","id");--> statement-breakpoint
CREATE INDEX "facilities_city_idx" ON "facilities" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "facilities_created_at_idx" ON "facilities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "features_title_idx" ON "features" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "features_active_idx" ON "features" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "features_created_at_idx" ON "features" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "insurance_providers_payer_idx" ON "insurance_providers" USING btree ("payer_id","id");--> statement-breakpoint
CREATE INDEX "insurance_providers_created_at_idx" ON "insurance_providers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "patients_last_name_idx" ON "patients" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "patients_first_name_idx" ON "patients" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "patients_dob_idx" ON "patients" USING btree ("date_of_birth","id");--> statement-breakpoint
CREATE INDEX "patients_facility_idx" ON "patients" USING btree ("facility_id","last_name","id");--> statement-breakpoint
CREATE INDEX "patients_created_at_idx" ON "patients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "patients_created_by_idx" ON "patients" USING btree ("created_by_user_id","last_name","id");--> statement-breakpoint
CREATE INDEX "trip_prices_effective_idx" ON "trip_prices" USING btree ("effective_from","id");--> statement-breakpoint
CREATE INDEX "trip_prices_base_fare_idx" ON "trip_prices" USING btree ("base_fare_cents","id");--> statement-breakpoint
CREATE INDEX "trip_prices_created_at_idx" ON "trip_prices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_documents_type_idx" ON "vehicle_documents" USING btree ("document_type","id");--> statement-breakpoint
CREATE INDEX "vehicle_documents_file_name_idx" ON "vehicle_documents" USING btree ("file_name","id");--> statement-breakpoint
CREATE INDEX "vehicle_documents_created_at_idx" ON "vehicle_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_year_idx" ON "vehicles" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "vehicles_capacity_idx" ON "vehicles" USING btree ("capacity","id");--> statement-breakpoint
CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "vehicles_insurance_expires_idx" ON "vehicles" USING btree ("insurance_expires_on","id");--> statement-breakpoint
CREATE INDEX "vehicles_registration_expires_idx" ON "vehicles" USING btree ("registration_expires_on","id");--> statement-breakpoint
CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payment_records_trip_idx" ON "payment_records" USING btree ("trip_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_records_status_idx" ON "payment_records" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_records_method_idx" ON "payment_records" USING btree ("method","created_at","id");--> statement-breakpoint
-- Issue 13: every process caches looked-up sessions for a few seconds (server/auth/sessionCache.ts).
-- Any change to a session, a user or a second factor, by whatever process or tool, tells them all to
-- forget at once: the NOTIFY is delivered when the changing transaction commits.
CREATE FUNCTION "nemt_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nemt_auth_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "nemt_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "nemt_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "user_totp_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_totp" FOR EACH STATEMENT EXECUTE FUNCTION "nemt_auth_changed"();
