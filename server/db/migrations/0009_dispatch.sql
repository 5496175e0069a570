CREATE TABLE "standing_order_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"standing_order_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"weekdays" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"pick_up_time" text NOT NULL,
	"return_pick_up_time" text,
	"trip_purpose" text DEFAULT 'dialysis' NOT NULL,
	"booking_type" text DEFAULT 'private' NOT NULL,
	"payor_type" text DEFAULT 'private' NOT NULL,
	"wheelchair_trip" boolean DEFAULT true NOT NULL,
	"stretcher_trip" boolean DEFAULT false NOT NULL,
	"pick_up_address" jsonb NOT NULL,
	"drop_off_address" jsonb NOT NULL,
	"pick_up_room_number" text,
	"drop_off_room_number" text,
	"facility_id" uuid,
	"insurance_provider_id" uuid,
	"insurance_policy_id" text,
	"attendant_count" integer DEFAULT 0 NOT NULL,
	"guest_count" integer DEFAULT 0 NOT NULL,
	"oxygen" boolean DEFAULT false NOT NULL,
	"service_level" text DEFAULT 'door-to-door' NOT NULL,
	"special_instructions" text,
	"preferred_driver_id" uuid,
	"preferred_vehicle_id" uuid,
	"generated_through" date,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_manifests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by_user_id" uuid,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_items" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "dispatch_findings" jsonb;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "standing_order_id" uuid;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "standing_order_date" date;--> statement-breakpoint
ALTER TABLE "standing_order_pauses" ADD CONSTRAINT "standing_order_pauses_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_pauses" ADD CONSTRAINT "standing_order_pauses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_preferred_driver_id_drivers_id_fk" FOREIGN KEY ("preferred_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_preferred_vehicle_id_vehicles_id_fk" FOREIGN KEY ("preferred_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_manifests" ADD CONSTRAINT "driver_manifests_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_manifests" ADD CONSTRAINT "driver_manifests_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_positions" ADD CONSTRAINT "trip_positions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_positions" ADD CONSTRAINT "trip_positions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_order_pauses_order_idx" ON "standing_order_pauses" USING btree ("standing_order_id","from_date");--> statement-breakpoint
CREATE INDEX "standing_orders_patient_idx" ON "standing_orders" USING btree ("patient_id","id");--> statement-breakpoint
CREATE INDEX "standing_orders_start_idx" ON "standing_orders" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "standing_orders_end_idx" ON "standing_orders" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "standing_orders_created_at_idx" ON "standing_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "standing_orders_facility_idx" ON "standing_orders" USING btree ("facility_id","id");--> statement-breakpoint
CREATE INDEX "standing_orders_generated_idx" ON "standing_orders" USING btree ("generated_through","id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_manifests_driver_day_key" ON "driver_manifests" USING btree ("driver_id","service_date");--> statement-breakpoint
CREATE INDEX "driver_manifests_day_idx" ON "driver_manifests" USING btree ("service_date","id");--> statement-breakpoint
CREATE INDEX "trip_positions_trip_recorded_idx" ON "trip_positions" USING btree ("trip_id","recorded_at","id");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trips_standing_order_day_key" ON "trips" USING btree ("standing_order_id","standing_order_date","direction");--> statement-breakpoint
CREATE INDEX "trips_flagged_pick_up_idx" ON "trips" USING btree ("pick_up_datetime","id") WHERE dispatch_findings is not null;--> statement-breakpoint
CREATE INDEX "trips_unassigned_pick_up_idx" ON "trips" USING btree ("pick_up_datetime","id") WHERE driver_id is null;