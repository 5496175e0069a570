CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"license_number" text NOT NULL,
	"license_state" text,
	"license_class" text NOT NULL,
	"license_expires_on" date NOT NULL,
	"cpr_certified_until" date,
	"wheelchair_certified_until" date,
	"hire_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"credentials_expire_on" date GENERATED ALWAYS AS (least(license_expires_on, cpr_certified_until, wheelchair_certified_until)) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || license_number || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influence_status_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"under_the_influence_status" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payer_id" text,
	"phone" text,
	"email" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(payer_id, '') || ' ' || coalesce(phone, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_status_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"online_status" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"phone" text,
	"email" text,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wheelchair" boolean DEFAULT false NOT NULL,
	"stretcher" boolean DEFAULT false NOT NULL,
	"insurance_provider_id" uuid,
	"insurance_policy_id" text,
	"facility_id" uuid,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || coalesce(phone, '') || ' ' || coalesce(insurance_policy_id, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_type" text NOT NULL,
	"base_fare_cents" integer NOT NULL,
	"per_mile_cents" integer NOT NULL,
	"wheelchair_surcharge_cents" integer DEFAULT 0 NOT NULL,
	"stretcher_surcharge_cents" integer DEFAULT 0 NOT NULL,
	"wait_time_per_minute_cents" integer DEFAULT 0 NOT NULL,
	"effective_from" date NOT NULL,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(booking_type || ' ' || coalesce(notes, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
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
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_plate" text NOT NULL,
	"vin" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"capacity" integer NOT NULL,
	"wheelchair_accessible" boolean DEFAULT false NOT NULL,
	"stretcher_capable" boolean DEFAULT false NOT NULL,
	"insurance_expires_on" date,
	"registration_expires_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(license_plate || ' ' || vin || ' ' || make || ' ' || model || ' ' || year::text)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "facilities_name_trgm";--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "billing_contact_name" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "billing_contact_email" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "billing_contact_phone" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(city, '') || ' ' || coalesce(phone, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influence_status_records" ADD CONSTRAINT "influence_status_records_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_status_records" ADD CONSTRAINT "online_status_records_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_user_key" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_license_key" ON "drivers" USING btree ("license_number");--> statement-breakpoint
CREATE INDEX "drivers_search_trgm" ON "drivers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drivers_last_name_idx" ON "drivers" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "drivers_first_name_idx" ON "drivers" USING btree ("first_name");--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "drivers_license_expires_idx" ON "drivers" USING btree ("license_expires_on");--> statement-breakpoint
CREATE INDEX "drivers_credentials_expire_idx" ON "drivers" USING btree ("credentials_expire_on");--> statement-breakpoint
CREATE INDEX "drivers_hire_date_idx" ON "drivers" USING btree ("hire_date");--> statement-breakpoint
CREATE INDEX "drivers_created_at_idx" ON "drivers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "influence_status_driver_created_idx" ON "influence_status_records" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "influence_status_created_idx" ON "influence_status_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "influence_status_status_idx" ON "influence_status_records" USING btree ("under_the_influence_status");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_providers_name_key" ON "insurance_providers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "insurance_providers_search_trgm" ON "insurance_providers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insurance_providers_payer_idx" ON "insurance_providers" USING btree ("payer_id");--> statement-breakpoint
CREATE INDEX "insurance_providers_active_idx" ON "insurance_providers" USING btree ("active");--> statement-breakpoint
CREATE INDEX "insurance_providers_created_at_idx" ON "insurance_providers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "online_status_driver_created_idx" ON "online_status_records" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "online_status_created_idx" ON "online_status_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "online_status_status_idx" ON "online_status_records" USING btree ("online_status");--> statement-breakpoint
CREATE INDEX "patients_search_trgm" ON "patients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_last_name_idx" ON "patients" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "patients_first_name_idx" ON "patients" USING btree ("first_name");--> statement-breakpoint
CREATE INDEX "patients_dob_idx" ON "patients" USING btree ("date_of_birth");--> statement-breakpoint
CREATE INDEX "patients_facility_idx" ON "patients" USING btree ("facility_id","last_name");--> statement-breakpoint
CREATE INDEX "patients_insurance_idx" ON "patients" USING btree ("insurance_provider_id");--> statement-breakpoint
CREATE INDEX "patients_wheelchair_idx" ON "patients" USING btree ("wheelchair");--> statement-breakpoint
CREATE INDEX "patients_stretcher_idx" ON "patients" USING btree ("stretcher");--> statement-breakpoint
CREATE INDEX "patients_created_at_idx" ON "patients" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_prices_type_effective_key" ON "trip_prices" USING btree ("booking_type","effective_from");--> statement-breakpoint
CREATE INDEX "trip_prices_effective_idx" ON "trip_prices" USING btree ("effective_from");--> statement-breakpoint
CREATE INDEX "trip_prices_base_fare_idx" ON "trip_prices" USING btree ("base_fare_cents");--> statement-breakpoint
CREATE INDEX "trip_prices_created_at_idx" ON "trip_prices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trip_prices_search_trgm" ON "trip_prices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicle_documents_vehicle_idx" ON "vehicle_documents" USING btree ("vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_documents_type_idx" ON "vehicle_documents" USING btree ("document_type");--> statement-breakpoint
CREATE INDEX "vehicle_documents_file_name_idx" ON "vehicle_documents" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "vehicle_documents_created_at_idx" ON "vehicle_documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vehicle_documents_search_trgm" ON "vehicle_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_key" ON "vehicles" USING btree ("license_plate");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_vin_key" ON "vehicles" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm" ON "vehicles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_make_model_idx" ON "vehicles" USING btree ("make","model");--> statement-breakpoint
CREATE INDEX "vehicles_year_idx" ON "vehicles" USING btree ("year");--> statement-breakpoint
CREATE INDEX "vehicles_capacity_idx" ON "vehicles" USING btree ("capacity");--> statement-breakpoint
CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vehicles_wheelchair_idx" ON "vehicles" USING btree ("wheelchair_accessible");--> statement-breakpoint
CREATE INDEX "vehicles_stretcher_idx" ON "vehicles" USING btree ("stretcher_capable");--> statement-breakpoint
CREATE INDEX "vehicles_insurance_expires_idx" ON "vehicles" USING btree ("insurance_expires_on");--> statement-breakpoint
CREATE INDEX "vehicles_registration_expires_idx" ON "vehicles" USING btree ("registration_expires_on");--> statement-breakpoint
CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "facilities_search_trgm" ON "facilities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "facilities_city_idx" ON "facilities" USING btree ("city");