CREATE TABLE "audit_answer_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"original_name" text NOT NULL,
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"sampled" boolean DEFAULT false NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"sample_week" date,
	"opened_by_user_id" integer,
	"open_reason" text,
	"opened_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"outcome" text,
	"misspent_cents" bigint,
	"misspent_reason" text,
	"explanation" text,
	"evidence" text,
	"found_by_user_id" integer,
	"found_at" timestamp with time zone,
	"confirmed_by_user_id" integer,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"debtor" text,
	"recovered_year" integer,
	"from_funds_cents" bigint DEFAULT 0 NOT NULL,
	"repaid_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "audit_cases_state_check" CHECK ("audit_cases"."state" in ('open', 'asked', 'answered', 'toConfirm', 'closed')),
	CONSTRAINT "audit_cases_outcome_check" CHECK ("audit_cases"."outcome" in ('noFinding', 'misspent')),
	CONSTRAINT "audit_cases_reason_check" CHECK ("audit_cases"."misspent_reason" in ('notEligible', 'notReceived', 'noEvidence', 'paidTwice', 'amountTooHigh', 'other')),
	CONSTRAINT "audit_cases_debtor_check" CHECK ("audit_cases"."debtor" in ('family', 'provider')),
	CONSTRAINT "audit_cases_why_check" CHECK ("audit_cases"."sampled" or "audit_cases"."flagged" or "audit_cases"."opened_by_user_id" is not null),
	CONSTRAINT "audit_cases_by_hand_check" CHECK (("audit_cases"."opened_by_user_id" is null) = ("audit_cases"."open_reason" is null)),
	CONSTRAINT "audit_cases_misspent_check" CHECK (("audit_cases"."outcome" = 'misspent') = ("audit_cases"."misspent_cents" is not null and "audit_cases"."misspent_cents" > 0)),
	CONSTRAINT "audit_cases_recovered_check" CHECK ("audit_cases"."from_funds_cents" >= 0 and "audit_cases"."repaid_cents" >= 0 and "audit_cases"."from_funds_cents" + "audit_cases"."repaid_cents" <= coalesce("audit_cases"."misspent_cents", 0))
);
--> statement-breakpoint
CREATE TABLE "audit_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"asked_by_user_id" integer NOT NULL,
	"question" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "audit_questions_answer_check" CHECK (("audit_questions"."answer" is null) = ("audit_questions"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "audit_repayments" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"recorded_by_user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_repayments_amount_check" CHECK ("audit_repayments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "audit_samples" (
	"week_start" date PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"paid_claim_ids" jsonb NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_samples_rate_check" CHECK ("audit_samples"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "audit_answer_files" ADD CONSTRAINT "audit_answer_files_question_id_audit_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."audit_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_cases" ADD CONSTRAINT "audit_cases_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_cases" ADD CONSTRAINT "audit_cases_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_cases" ADD CONSTRAINT "audit_cases_sample_week_audit_samples_week_start_fk" FOREIGN KEY ("sample_week") REFERENCES "public"."audit_samples"("week_start") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_cases" ADD CONSTRAINT "audit_cases_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_cases" ADD CONSTRAINT "audit_cases_found_by_user_id_users_id_fk" FOREIGN KEY ("found_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_cases" ADD CONSTRAINT "audit_cases_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_cases" ADD CONSTRAINT "audit_cases_recovered_year_school_years_start_year_fk" FOREIGN KEY ("recovered_year") REFERENCES "public"."school_years"("start_year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_questions" ADD CONSTRAINT "audit_questions_case_id_audit_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."audit_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_questions" ADD CONSTRAINT "audit_questions_asked_by_user_id_users_id_fk" FOREIGN KEY ("asked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_repayments" ADD CONSTRAINT "audit_repayments_case_id_audit_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."audit_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_repayments" ADD CONSTRAINT "audit_repayments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_answer_files_question_position_key" ON "audit_answer_files" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "audit_answer_files_sha256_idx" ON "audit_answer_files" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_cases_claim_key" ON "audit_cases" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "audit_cases_state_idx" ON "audit_cases" USING btree ("state","opened_at");--> statement-breakpoint
CREATE INDEX "audit_cases_child_recovered_idx" ON "audit_cases" USING btree ("child_id","recovered_year") WHERE "audit_cases"."from_funds_cents" > 0;--> statement-breakpoint
CREATE INDEX "audit_questions_case_idx" ON "audit_questions" USING btree ("case_id","asked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_questions_waiting_key" ON "audit_questions" USING btree ("case_id") WHERE "audit_questions"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "audit_questions_waiting_due_idx" ON "audit_questions" USING btree ("due_at") WHERE "audit_questions"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "audit_repayments_case_idx" ON "audit_repayments" USING btree ("case_id");