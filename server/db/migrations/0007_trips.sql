CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_type" text NOT NULL,
	"model_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"screen" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"without_position" boolean DEFAULT false NOT NULL,
	"on_behalf" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
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
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_location_pair_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"fare_id" uuid,
	"booking_user_id" uuid,
	"patient_id" uuid NOT NULL,
	"patient_name" text DEFAULT '' NOT NULL,
	"trip_purpose" text DEFAULT 'doctor_appointment' NOT NULL,
	"trip_status" text DEFAULT 'pending' NOT NULL,
	"booking_type" text DEFAULT 'private' NOT NULL,
	"wheelchair_trip" boolean DEFAULT true NOT NULL,
	"stretcher_trip" boolean DEFAULT false NOT NULL,
	"payor_type" text DEFAULT 'private' NOT NULL,
	"patient_has_covid" boolean DEFAULT false NOT NULL,
	"patient_is_awake_and_alert" boolean DEFAULT false NOT NULL,
	"is_round_trip" boolean DEFAULT false NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"pick_up_datetime" timestamp with time zone NOT NULL,
	"pick_up_room_number" text,
	"drop_off_room_number" text,
	"additional_wait_time_in_minutes" integer DEFAULT 0 NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"reason_for_cancellation" text,
	"driver_id" uuid,
	"vehicle_id" uuid,
	"facility_id" uuid,
	"case_manager_name" text,
	"case_manager_email" text,
	"case_manager_phone_number" text,
	"requester_name" text,
	"requester_email" text,
	"requester_phone_number" text,
	"private_payor_name" text,
	"private_payor_phone_number" text,
	"private_payor_email" text,
	"insurance_provider_id" uuid,
	"insurance_policy_id" text,
	"distance_in_miles" double precision,
	"travel_time_in_minutes" integer,
	"behavior_issues" text,
	"special_instructions" text,
	"trip_started_at" timestamp with time zone,
	"trip_ended_at" timestamp with time zone,
	"selected_route_id" text,
	"pick_up_address" jsonb NOT NULL,
	"drop_off_address" jsonb NOT NULL,
	"appointment_at" timestamp with time zone,
	"will_call" boolean DEFAULT false NOT NULL,
	"will_call_activated_at" timestamp with time zone,
	"direction" text DEFAULT 'outbound' NOT NULL,
	"linked_trip_id" uuid,
	"attendant_count" integer DEFAULT 0 NOT NULL,
	"guest_count" integer DEFAULT 0 NOT NULL,
	"oxygen" boolean DEFAULT false NOT NULL,
	"service_level" text DEFAULT 'door-to-door' NOT NULL,
	"dispatcher_notes" text,
	"outcome_code" text,
	"cancelled_by_party" text,
	"arrived_at_pick_up_at" timestamp with time zone,
	"patient_on_board_at" timestamp with time zone,
	"arrived_at_drop_off_at" timestamp with time zone,
	"delay_reason" text,
	"status_before_delay" text,
	"signature_document_id" uuid,
	"unable_to_sign_reason" text,
	"started_on_behalf" boolean DEFAULT false NOT NULL,
	"fare" jsonb,
	"fare_total_cents" integer,
	"search_text" text GENERATED ALWAYS AS (lower(patient_name || ' ' || coalesce(requester_name, '') || ' ' || coalesce(pick_up_address->>'name', '') || ' ' || coalesce(pick_up_address->>'line1', '') || ' ' || coalesce(pick_up_address->>'city', '') || ' ' || coalesce(drop_off_address->>'name', '') || ' ' || coalesce(drop_off_address->>'line1', '') || ' ' || coalesce(drop_off_address->>'city', ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_booking_user_id_users_id_fk" FOREIGN KEY ("booking_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_linked_trip_id_trips_id_fk" FOREIGN KEY ("linked_trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_model_idx" ON "activities" USING btree ("model_type","model_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activities_created_at_idx" ON "activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activities_actor_idx" ON "activities" USING btree ("actor_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_records_trip_idx" ON "payment_records" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_records_status_idx" ON "payment_records" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "trip_documents_trip_idx" ON "trip_documents" USING btree ("trip_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trip_documents_type_idx" ON "trip_documents" USING btree ("document_type","id");--> statement-breakpoint
CREATE INDEX "trip_documents_file_name_idx" ON "trip_documents" USING btree ("file_name","id");--> statement-breakpoint
CREATE INDEX "trip_documents_created_at_idx" ON "trip_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trip_documents_search_trgm" ON "trip_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trips_pick_up_idx" ON "trips" USING btree ("pick_up_datetime","id");--> statement-breakpoint
CREATE INDEX "trips_created_at_idx" ON "trips" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trips_requester_name_idx" ON "trips" USING btree ("requester_name","id");--> statement-breakpoint
CREATE INDEX "trips_patient_name_idx" ON "trips" USING btree ("patient_name","id");--> statement-breakpoint
CREATE INDEX "trips_status_pick_up_idx" ON "trips" USING btree ("trip_status","pick_up_datetime","id");--> statement-breakpoint
CREATE INDEX "trips_driver_pick_up_idx" ON "trips" USING btree ("driver_id","pick_up_datetime","id");--> statement-breakpoint
CREATE INDEX "trips_facility_pick_up_idx" ON "trips" USING btree ("facility_id","pick_up_datetime","id");--> statement-breakpoint
CREATE INDEX "trips_booking_user_pick_up_idx" ON "trips" USING btree ("booking_user_id","pick_up_datetime","id");--> statement-breakpoint
CREATE INDEX "trips_booking_type_pick_up_idx" ON "trips" USING btree ("booking_type","trip_status","pick_up_datetime","id");--> statement-breakpoint
CREATE INDEX "trips_wheelchair_pick_up_idx" ON "trips" USING btree ("wheelchair_trip","pick_up_datetime","id");--> statement-breakpoint
CREATE INDEX "trips_stretcher_pick_up_idx" ON "trips" USING btree ("stretcher_trip","pick_up_datetime","id");--> statement-breakpoint
CREATE INDEX "trips_patient_idx" ON "trips" USING btree ("patient_id","pick_up_datetime");--> statement-breakpoint
CREATE INDEX "trips_vehicle_pick_up_idx" ON "trips" USING btree ("vehicle_id","pick_up_datetime");--> statement-breakpoint
CREATE INDEX "trips_linked_idx" ON "trips" USING btree ("linked_trip_id");--> statement-breakpoint
CREATE INDEX "trips_insurance_idx" ON "trips" USING btree ("insurance_provider_id");--> statement-breakpoint
CREATE INDEX "trips_search_trgm" ON "trips" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_created_by_idx" ON "patients" USING btree ("created_by_user_id","last_name");