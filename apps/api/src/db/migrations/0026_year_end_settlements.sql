CREATE TABLE "year_end_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"school_year" integer NOT NULL,
	"into_year" integer,
	"rolled_over_cents" bigint NOT NULL,
	"lapsed_cents" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "year_end_settlements_amounts_check" CHECK ("year_end_settlements"."rolled_over_cents" >= 0 and "year_end_settlements"."lapsed_cents" >= 0),
	CONSTRAINT "year_end_settlements_some_check" CHECK ("year_end_settlements"."rolled_over_cents" + "year_end_settlements"."lapsed_cents" > 0),
	CONSTRAINT "year_end_settlements_into_check" CHECK (("year_end_settlements"."into_year" is null) = ("year_end_settlements"."rolled_over_cents" = 0))
);
--> statement-breakpoint
ALTER TABLE "year_end_settlements" ADD CONSTRAINT "year_end_settlements_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_end_settlements" ADD CONSTRAINT "year_end_settlements_school_year_school_years_start_year_fk" FOREIGN KEY ("school_year") REFERENCES "public"."school_years"("start_year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_end_settlements" ADD CONSTRAINT "year_end_settlements_into_year_school_years_start_year_fk" FOREIGN KEY ("into_year") REFERENCES "public"."school_years"("start_year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "year_end_settlements_child_idx" ON "year_end_settlements" USING btree ("child_id","school_year");--> statement-breakpoint
CREATE INDEX "year_end_settlements_year_idx" ON "year_end_settlements" USING btree ("school_year");