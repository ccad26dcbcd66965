-- The programme's school years as data (issue 30, docs/adr/0025-school-years-as-data.md). The specification's three
-- years (section 9) are its first rows: their earliest dates of service, the demo seed's default awards, open, and
-- their unspent funds rolling over without a cap until a year is closed (a later part of issue 30). Children and claims
-- then name a year of the table instead of a CHECK listing three; a stored year outside them makes this migration fail
-- rather than lose a row.
CREATE TABLE "school_years" (
	"start_year" integer PRIMARY KEY NOT NULL,
	"first_date_of_service" date NOT NULL,
	"last_claim_day" date,
	"default_award_cents" integer NOT NULL,
	"state" text NOT NULL,
	"unspent_funds" text NOT NULL,
	"roll_over_cap_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "school_years_start_year_check" CHECK ("school_years"."start_year" between 1900 and 9998),
	CONSTRAINT "school_years_state_check" CHECK ("school_years"."state" in ('upcoming', 'open', 'closed')),
	CONSTRAINT "school_years_unspent_funds_check" CHECK ("school_years"."unspent_funds" in ('roll_over', 'lapse')),
	CONSTRAINT "school_years_default_award_check" CHECK ("school_years"."default_award_cents" >= 0),
	CONSTRAINT "school_years_roll_over_cap_check" CHECK ("school_years"."roll_over_cap_cents" >= 0),
	CONSTRAINT "school_years_last_claim_day_check" CHECK ("school_years"."last_claim_day" is null or "school_years"."last_claim_day" >= "school_years"."first_date_of_service"),
	CONSTRAINT "school_years_opened_check" CHECK (("school_years"."state" = 'upcoming') = ("school_years"."opened_at" is null)),
	CONSTRAINT "school_years_closed_check" CHECK (("school_years"."state" = 'closed') = ("school_years"."closed_at" is not null))
);
--> statement-breakpoint
INSERT INTO "school_years" ("start_year", "first_date_of_service", "default_award_cents", "state", "unspent_funds", "opened_at")
VALUES
	(2021, '2022-04-25', 50000, 'open', 'roll_over', now()),
	(2022, '2022-07-01', 100000, 'open', 'roll_over', now()),
	(2023, '2023-07-01', 100000, 'open', 'roll_over', now());
--> statement-breakpoint
ALTER TABLE "children" DROP CONSTRAINT "children_school_year_check";--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_school_year_school_years_start_year_fk" FOREIGN KEY ("school_year") REFERENCES "public"."school_years"("start_year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_school_year_school_years_start_year_fk" FOREIGN KEY ("school_year") REFERENCES "public"."school_years"("start_year") ON DELETE no action ON UPDATE no action;
