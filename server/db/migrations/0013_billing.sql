CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoice_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_adjustments_amount" CHECK (amount_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"component" text NOT NULL,
	"hcpcs_code" text NOT NULL,
	"modifier" text,
	"units" numeric(10, 2) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"service_date" date NOT NULL,
	"description" text NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_amount" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"received_at" timestamp with time zone NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount" CHECK (amount_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"facility_id" uuid,
	"insurance_provider_id" uuid,
	"billed_to_name" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"submission_status" text DEFAULT 'draft' NOT NULL,
	"review_status" text DEFAULT 'not-reviewed' NOT NULL,
	"denial_reason" text,
	"settlement_status" text DEFAULT 'unpaid' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"adjusted_cents" integer DEFAULT 0 NOT NULL,
	"balance_cents" integer GENERATED ALWAYS AS (case when submission_status = 'void' then 0 else total_cents - paid_cents - adjusted_cents end) STORED NOT NULL,
	"issued_on" date,
	"due_on" date,
	"sent_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_by_user_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(invoice_number || ' ' || billed_to_name)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_one_payer" CHECK ((facility_id is null) <> (insurance_provider_id is null)),
	CONSTRAINT "invoices_period" CHECK (period_from <= period_to)
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_amount" CHECK (amount_cents > 0)
);
--> statement-breakpoint
ALTER TABLE "trip_prices" ADD COLUMN "attendant_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_prices" ADD COLUMN "no_show_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_prices" ADD COLUMN "late_cancel_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_prices" ADD COLUMN "hcpcs_codes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "checkout_token" text;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_adjustments" ADD CONSTRAINT "invoice_adjustments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_adjustments" ADD CONSTRAINT "invoice_adjustments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_insurance_provider_id_insurance_providers_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."insurance_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_adjustments_invoice_idx" ON "invoice_adjustments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","service_date","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_trip_idx" ON "invoice_lines" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_active_component_key" ON "invoice_lines" USING btree ("trip_id","component") WHERE active = 1;--> statement-breakpoint
CREATE INDEX "invoice_payments_received_idx" ON "invoice_payments" USING btree ("received_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_facility_idx" ON "invoices" USING btree ("facility_id","period_from","id");--> statement-breakpoint
CREATE INDEX "invoices_insurer_idx" ON "invoices" USING btree ("insurance_provider_id","period_from","id");--> statement-breakpoint
CREATE INDEX "invoices_submission_idx" ON "invoices" USING btree ("submission_status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_review_idx" ON "invoices" USING btree ("review_status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_settlement_idx" ON "invoices" USING btree ("settlement_status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_period_from_idx" ON "invoices" USING btree ("period_from","id");--> statement-breakpoint
CREATE INDEX "invoices_total_idx" ON "invoices" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "invoices_balance_idx" ON "invoices" USING btree ("balance_cents","id");--> statement-breakpoint
CREATE INDEX "invoices_billed_to_idx" ON "invoices" USING btree ("billed_to_name","id");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_checkout_token_key" ON "payment_records" USING btree ("checkout_token");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_provider_reference_key" ON "payment_records" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payment_records_paid_at_idx" ON "payment_records" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "payment_records_method_idx" ON "payment_records" USING btree ("method","created_at");--> statement-breakpoint
CREATE INDEX "payment_records_amount_idx" ON "payment_records" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "payment_records_created_at_idx" ON "payment_records" USING btree ("created_at","id");