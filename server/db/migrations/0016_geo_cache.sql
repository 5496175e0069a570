CREATE TABLE "cached_routes" (
	"route_key" text PRIMARY KEY NOT NULL,
	"distance_in_miles" double precision NOT NULL,
	"travel_time_in_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geocoded_addresses" (
	"address_key" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "distance_estimated" boolean DEFAULT false NOT NULL;