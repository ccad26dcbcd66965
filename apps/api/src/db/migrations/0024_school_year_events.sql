-- The audit trail of the programme's school years (issue 30 part 2, docs/adr/0025-school-years-as-data.md): who
-- opened (later: closed) which year, when, and its record before and after, written in the transaction of the change.
CREATE TABLE "school_year_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"start_year" integer NOT NULL,
	"action" text NOT NULL,
	"staff_user_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "school_year_events_action_check" CHECK ("school_year_events"."action" in ('opened'))
);
--> statement-breakpoint
ALTER TABLE "school_year_events" ADD CONSTRAINT "school_year_events_start_year_school_years_start_year_fk" FOREIGN KEY ("start_year") REFERENCES "public"."school_years"("start_year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_year_events" ADD CONSTRAINT "school_year_events_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_year_events_at_idx" ON "school_year_events" USING btree ("at");