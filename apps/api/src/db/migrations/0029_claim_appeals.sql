CREATE TABLE "claim_appeal_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"appeal_id" integer NOT NULL,
	"position" integer NOT NULL,
	"original_name" text NOT NULL,
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"parent_user_id" integer NOT NULL,
	"statement" text NOT NULL,
	"state" text NOT NULL,
	"appealed_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_reason" text,
	"approved_amount_cents" integer,
	CONSTRAINT "claim_appeals_claim_id_unique" UNIQUE("claim_id"),
	CONSTRAINT "claim_appeals_state_check" CHECK ("claim_appeals"."state" in ('open', 'upheld', 'overturned')),
	CONSTRAINT "claim_appeals_decided_check" CHECK (("claim_appeals"."state" = 'open') = ("claim_appeals"."decided_at" is null) and ("claim_appeals"."decided_at" is null) = ("claim_appeals"."decided_by" is null) and ("claim_appeals"."decided_at" is null) = ("claim_appeals"."decision_reason" is null)),
	CONSTRAINT "claim_appeals_approved_amount_check" CHECK (("claim_appeals"."state" = 'overturned') = ("claim_appeals"."approved_amount_cents" is not null) and "claim_appeals"."approved_amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "claim_appeal_files" ADD CONSTRAINT "claim_appeal_files_appeal_id_claim_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."claim_appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_appeals" ADD CONSTRAINT "claim_appeals_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_appeals" ADD CONSTRAINT "claim_appeals_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_appeals" ADD CONSTRAINT "claim_appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_appeal_files_appeal_position_key" ON "claim_appeal_files" USING btree ("appeal_id","position");--> statement-breakpoint
CREATE INDEX "claim_appeal_files_sha256_idx" ON "claim_appeal_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "claim_appeals_open_idx" ON "claim_appeals" USING btree ("appealed_at","id") WHERE "claim_appeals"."state" = 'open';--> statement-breakpoint
CREATE INDEX "claim_appeals_decided_idx" ON "claim_appeals" USING btree ("decided_at","id") WHERE "claim_appeals"."state" <> 'open';