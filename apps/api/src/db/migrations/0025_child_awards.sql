-- Awards per child and school year (issue 30 part 3, docs/adr/0028-awards-per-child-and-year.md). Every child's award
-- moves from children.award_cents to child_awards under the child's school year (none for a child without one), and
-- what each child's claims hold and have spent is kept per child and year as well (child_year_claim_totals, keyed by
-- the claim's school year, the year it is charged to). Every child's funds stay as they were: a claim was charged to
-- its child's year (the claim took the child's year when submitted), which is checked first, so that a database where
-- one was not fails here instead of moving money. The programme's awarded figure (programme_awards, migration 0017)
-- is kept from child_awards from now on; its rows do not change. The tables are locked against writes first, so that
-- nothing changes between the checks, the move and the triggers.
LOCK TABLE "claims", "children" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM claims c JOIN children k ON k.id = c.child_id WHERE c.school_year IS DISTINCT FROM k.school_year
  ) THEN
    RAISE EXCEPTION 'A claim has another school year than its child: its child''s funds would change';
  END IF;
END
$$;
--> statement-breakpoint
CREATE TABLE "award_instalments" (
	"award_id" integer NOT NULL,
	"arrives_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "award_instalments_award_id_arrives_on_pk" PRIMARY KEY("award_id","arrives_on"),
	CONSTRAINT "award_instalments_amount_check" CHECK ("award_instalments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "child_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"school_year" integer,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_awards_child_year_key" UNIQUE NULLS NOT DISTINCT("child_id","school_year"),
	CONSTRAINT "child_awards_amount_check" CHECK ("child_awards"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "child_year_claim_totals" (
	"child_id" integer NOT NULL,
	"school_year" integer,
	"pending_cents" bigint DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "child_year_claim_totals_child_year_key" UNIQUE NULLS NOT DISTINCT("child_id","school_year")
);
--> statement-breakpoint
ALTER TABLE "award_instalments" ADD CONSTRAINT "award_instalments_award_id_child_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."child_awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_awards" ADD CONSTRAINT "child_awards_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_awards" ADD CONSTRAINT "child_awards_school_year_school_years_start_year_fk" FOREIGN KEY ("school_year") REFERENCES "public"."school_years"("start_year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_year_claim_totals" ADD CONSTRAINT "child_year_claim_totals_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP TRIGGER children_keep_programme_awards_on_insert ON children;--> statement-breakpoint
DROP TRIGGER children_keep_programme_awards_on_update ON children;--> statement-breakpoint
DROP TRIGGER children_keep_programme_awards_on_delete ON children;--> statement-breakpoint
DROP FUNCTION keep_programme_awards();--> statement-breakpoint
INSERT INTO child_awards (child_id, school_year, amount_cents, created_at)
SELECT id, school_year, award_cents, created_at FROM children ORDER BY id;--> statement-breakpoint
-- What each school year's children are awarded, from their awards now (programme_award_statement of migration 0017
-- reads a school_year and an award_cents of each row).
CREATE FUNCTION keep_programme_child_awards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE programme_award_statement(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, school_year, amount_cents AS award_cents FROM new_awards'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, school_year, amount_cents AS award_cents FROM old_awards'
    ELSE 'SELECT 1 AS sign, school_year, amount_cents AS award_cents FROM new_awards
      UNION ALL SELECT -1 AS sign, school_year, amount_cents AS award_cents FROM old_awards'
  END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER child_awards_keep_programme_awards_on_insert AFTER INSERT ON child_awards
  REFERENCING NEW TABLE AS new_awards FOR EACH STATEMENT EXECUTE FUNCTION keep_programme_child_awards();
--> statement-breakpoint
CREATE TRIGGER child_awards_keep_programme_awards_on_update AFTER UPDATE ON child_awards
  REFERENCING OLD TABLE AS old_awards NEW TABLE AS new_awards FOR EACH STATEMENT
  EXECUTE FUNCTION keep_programme_child_awards();
--> statement-breakpoint
CREATE TRIGGER child_awards_keep_programme_awards_on_delete AFTER DELETE ON child_awards
  REFERENCING OLD TABLE AS old_awards FOR EACH STATEMENT EXECUTE FUNCTION keep_programme_child_awards();
--> statement-breakpoint
-- The claim figures as migration 0014 left them, with one statement more (the eighth): the totals of each child and
-- year.
CREATE OR REPLACE FUNCTION claim_figure_statements(changes text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array[
    format($sql$
      WITH changes AS (%s),
      totals AS (
        SELECT child_id,
          coalesce(sum(sign * amount_cents) FILTER (WHERE status IN ('Pending', 'Pending external')), 0) AS pending_cents,
          coalesce(sum(sign * amount_cents) FILTER (WHERE status = 'Accepted'), 0) AS spent_cents
        FROM changes GROUP BY child_id
      )
      INSERT INTO child_claim_totals AS figure (child_id, pending_cents, spent_cents)
      SELECT child_id, pending_cents, spent_cents FROM totals
      WHERE pending_cents <> 0 OR spent_cents <> 0
      ORDER BY child_id
      ON CONFLICT (child_id) DO UPDATE SET
        pending_cents = figure.pending_cents + excluded.pending_cents,
        spent_cents = figure.spent_cents + excluded.spent_cents
    $sql$, changes),
    format($sql$
      WITH changes AS (%s)
      INSERT INTO provider_claim_counts AS figure (provider_id, status, shard, claims)
      SELECT service_provider_id, status, mod(id, 16), sum(sign) FROM changes
      WHERE service_provider_id IS NOT NULL
      GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT (provider_id, status, shard) DO UPDATE SET claims = figure.claims + excluded.claims
    $sql$, changes),
    format($sql$
      WITH changes AS (%s)
      INSERT INTO claim_queue_counts AS figure (waiting_on, shard, claims)
      SELECT waiting_on, mod(id, 16), sum(sign) FROM changes
      WHERE waiting_on <> 'nobody'
      GROUP BY 1, 2 HAVING sum(sign) <> 0
      ORDER BY 1, 2
      ON CONFLICT (waiting_on, shard) DO UPDATE SET claims = figure.claims + excluded.claims
    $sql$, changes),
    format($sql$
      WITH changes AS (%s)
      INSERT INTO claim_due_counts AS figure (due_hour, claims)
      SELECT date_bin('1 hour', due_at, '2000-01-01 00:00:00+00'), sum(sign) FROM changes
      WHERE waiting_on = 'provider' AND due_at IS NOT NULL
      GROUP BY 1 HAVING sum(sign) <> 0
      ORDER BY 1
      ON CONFLICT (due_hour) DO UPDATE SET claims = figure.claims + excluded.claims
    $sql$, changes),
    format($sql$
      WITH changes AS (%s)
      DELETE FROM claim_due_counts
      WHERE claims = 0 AND due_hour IN (
        SELECT date_bin('1 hour', due_at, '2000-01-01 00:00:00+00') FROM changes
        WHERE waiting_on = 'provider' AND due_at IS NOT NULL
      )
    $sql$, changes),
    format($sql$
      WITH changes AS (%s)
      INSERT INTO provider_due_counts AS figure (provider_id, due_hour, claims)
      SELECT service_provider_id, date_bin('1 hour', due_at, '2000-01-01 00:00:00+00'), sum(sign) FROM changes
      WHERE waiting_on = 'provider' AND due_at IS NOT NULL AND service_provider_id IS NOT NULL
      GROUP BY 1, 2 HAVING sum(sign) <> 0
      ORDER BY 1, 2
      ON CONFLICT (provider_id, due_hour) DO UPDATE SET claims = figure.claims + excluded.claims
    $sql$, changes),
    format($sql$
      WITH changes AS (%s)
      DELETE FROM provider_due_counts AS figure
      USING (
        SELECT DISTINCT service_provider_id, date_bin('1 hour', due_at, '2000-01-01 00:00:00+00') AS due_hour FROM changes
        WHERE waiting_on = 'provider' AND due_at IS NOT NULL AND service_provider_id IS NOT NULL
      ) AS changed
      WHERE figure.claims = 0 AND figure.provider_id = changed.service_provider_id AND figure.due_hour = changed.due_hour
    $sql$, changes),
    format($sql$
      WITH changes AS (%s),
      totals AS (
        SELECT child_id, school_year,
          coalesce(sum(sign * amount_cents) FILTER (WHERE status IN ('Pending', 'Pending external')), 0) AS pending_cents,
          coalesce(sum(sign * amount_cents) FILTER (WHERE status = 'Accepted'), 0) AS spent_cents
        FROM changes GROUP BY child_id, school_year
      )
      INSERT INTO child_year_claim_totals AS figure (child_id, school_year, pending_cents, spent_cents)
      SELECT child_id, school_year, pending_cents, spent_cents FROM totals
      WHERE pending_cents <> 0 OR spent_cents <> 0
      ORDER BY child_id, school_year NULLS FIRST
      ON CONFLICT (child_id, school_year) DO UPDATE SET
        pending_cents = figure.pending_cents + excluded.pending_cents,
        spent_cents = figure.spent_cents + excluded.spent_cents
    $sql$, changes)
  ]
$$;
--> statement-breakpoint
-- The backfill runs the new statement (the eighth) on every claim, as migration 0014's did its own.
DO $$
BEGIN
  EXECUTE (claim_figure_statements('SELECT 1 AS sign, * FROM claims'))[8];
END
$$;
--> statement-breakpoint
ALTER TABLE "children" DROP CONSTRAINT "children_award_check";--> statement-breakpoint
ALTER TABLE "children" DROP COLUMN "award_cents";
