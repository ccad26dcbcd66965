CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"pay_to" text NOT NULL,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bank_transfer_ref" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "transfers_bank_transfer_ref_unique" UNIQUE("bank_transfer_ref"),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('queued', 'pending', 'processed', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "bank_funding_source_ref" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "bank_funding_source_ref" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "transfers_claim_idx" ON "transfers" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "transfers_status_idx" ON "transfers" USING btree ("status");