CREATE TABLE "app_versions" (
	"platform" text PRIMARY KEY NOT NULL,
	"minimum_version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"school_year" integer,
	"home_schooled" boolean NOT NULL,
	"award_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_school_year_check" CHECK ("children"."school_year" is null or "children"."school_year" in (2021, 2022, 2023)),
	CONSTRAINT "children_award_check" CHECK ("children"."award_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"actor_user_id" integer,
	"actor_name" text,
	"actor_kind" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"from_amount_cents" integer,
	"to_amount_cents" integer,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"position" integer NOT NULL,
	"original_name" text NOT NULL,
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"receipt_number" text
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"child_id" integer NOT NULL,
	"submitted_by" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"date_of_service" date NOT NULL,
	"physical_good" boolean,
	"pay_to" text NOT NULL,
	"service_provider_id" integer,
	"non_ace_service_provider" jsonb,
	"status" text NOT NULL,
	"school_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_name" text,
	"rejection_reason" text,
	"rejection_notes" text,
	CONSTRAINT "claims_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "claims_amount_check" CHECK ("claims"."amount_cents" > 0),
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" in ('Pending', 'Pending external', 'Accepted', 'Rejected')),
	CONSTRAINT "claims_pay_to_check" CHECK ("claims"."pay_to" in ('User', 'Vendor')),
	CONSTRAINT "claims_one_provider_check" CHECK (("claims"."service_provider_id" is null) or ("claims"."non_ace_service_provider" is null))
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"has_provided_bank_details" boolean DEFAULT false NOT NULL,
	"has_healthy_bank_connection" boolean DEFAULT false NOT NULL,
	"bank_customer_ref" text
);
--> statement-breakpoint
CREATE TABLE "provider_members" (
	"user_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_members_user_id_provider_id_pk" PRIMARY KEY("user_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "review_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"claim_id" integer NOT NULL,
	"review_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "review_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "service_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"is_faux_service_provider" boolean DEFAULT false NOT NULL,
	"organisation_id" text NOT NULL,
	"has_provided_bank_details" boolean DEFAULT false NOT NULL,
	"has_healthy_bank_connection" boolean DEFAULT false NOT NULL,
	"bank_customer_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_providers_number_unique" UNIQUE("number"),
	CONSTRAINT "service_providers_organisation_id_unique" UNIQUE("organisation_id"),
	CONSTRAINT "service_providers_number_check" CHECK ("service_providers"."number" ~ '^[0-9]{6}$'),
	CONSTRAINT "service_providers_status_check" CHECK ("service_providers"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"agent_id" text,
	"entity_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_check" CHECK ("users"."type" in ('Parent', 'MeritCS', 'ServiceProvider'))
);
--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_parent_id_parents_user_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_members" ADD CONSTRAINT "provider_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_members" ADD CONSTRAINT "provider_members_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tokens" ADD CONSTRAINT "review_tokens_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "children_natural_key" ON "children" USING btree ("parent_id",lower("first_name"),lower("last_name"),coalesce("school_year", 0));--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_files_claim_position_key" ON "claim_files" USING btree ("claim_id","position");--> statement-breakpoint
CREATE INDEX "claim_files_sha256_idx" ON "claim_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "claims_child_created_idx" ON "claims" USING btree ("child_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claims_provider_status_created_idx" ON "claims" USING btree ("service_provider_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claims_status_created_idx" ON "claims" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "provider_members_provider_idx" ON "provider_members" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "review_tokens_claim_idx" ON "review_tokens" USING btree ("claim_id","review_type");--> statement-breakpoint
CREATE UNIQUE INDEX "users_type_email_key" ON "users" USING btree ("type",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_type_entity_key" ON "users" USING btree ("type","entity_id");