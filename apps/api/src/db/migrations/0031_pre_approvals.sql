CREATE TABLE "pre_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"submitted_by" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"used_cents" integer DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"expected_date" date NOT NULL,
	"service_provider_id" integer,
	"non_ace_service_provider" jsonb,
	"quote_link" text,
	"status" text NOT NULL,
	"waiting_on" text NOT NULL,
	"due_at" timestamp with time zone,
	"school_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"rejection_reason" text,
	"rejection_notes" text,
	"expires_at" timestamp with time zone,
	"remind_at" timestamp with time zone,
	CONSTRAINT "pre_approvals_amount_check" CHECK ("pre_approvals"."amount_cents" > 0),
	CONSTRAINT "pre_approvals_used_check" CHECK ("pre_approvals"."used_cents" >= 0 and "pre_approvals"."used_cents" <= "pre_approvals"."amount_cents"),
	CONSTRAINT "pre_approvals_status_check" CHECK ("pre_approvals"."status" in ('Pending', 'Pending external', 'Accepted', 'Rejected', 'Expired')),
	CONSTRAINT "pre_approvals_waiting_on_status_check" CHECK ("pre_approvals"."waiting_on" = case "pre_approvals"."status" when 'Pending' then 'staff' when 'Pending external' then 'provider' when 'Accepted' then 'nobody' when 'Rejected' then 'nobody' else 'nobody' end),
	CONSTRAINT "pre_approvals_one_provider_check" CHECK (("pre_approvals"."service_provider_id" is null) <> ("pre_approvals"."non_ace_service_provider" is null)),
	CONSTRAINT "pre_approvals_approved_check" CHECK (("pre_approvals"."status" in ('Accepted', 'Expired')) = ("pre_approvals"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "pre_approval_id" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "pre_approved_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "pre_approval_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pre_approvals" ADD CONSTRAINT "pre_approvals_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_approvals" ADD CONSTRAINT "pre_approvals_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_approvals" ADD CONSTRAINT "pre_approvals_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_approvals" ADD CONSTRAINT "pre_approvals_school_year_school_years_start_year_fk" FOREIGN KEY ("school_year") REFERENCES "public"."school_years"("start_year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_approvals" ADD CONSTRAINT "pre_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_approvals_child_idx" ON "pre_approvals" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "pre_approvals_waiting_idx" ON "pre_approvals" USING btree ("waiting_on","created_at","id") WHERE "pre_approvals"."waiting_on" <> 'nobody';--> statement-breakpoint
CREATE INDEX "pre_approvals_expiring_idx" ON "pre_approvals" USING btree ("expires_at") WHERE "pre_approvals"."status" = 'Accepted';--> statement-breakpoint
CREATE INDEX "pre_approvals_remind_idx" ON "pre_approvals" USING btree ("remind_at") WHERE "pre_approvals"."status" = 'Accepted' and "pre_approvals"."remind_at" is not null;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_pre_approval_id_pre_approvals_id_fk" FOREIGN KEY ("pre_approval_id") REFERENCES "public"."pre_approvals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_pre_approved_unsettled_idx" ON "claims" USING btree ("id") WHERE "claims"."pre_approval_id" is not null and "claims"."pre_approval_settled_at" is null and "claims"."status" = 'Pending';--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_pre_approved_check" CHECK ("claims"."pre_approved_cents" >= 0 and "claims"."pre_approved_cents" <= "claims"."amount_cents" and ("claims"."pre_approval_id" is null) = ("claims"."pre_approved_cents" = 0));