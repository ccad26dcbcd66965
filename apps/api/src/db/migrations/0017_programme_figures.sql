-- The programme's figures (issue 21, docs/adr/0022-programme-figures.md), kept by the database in the transaction
-- that changes a claim, an event of it, a transfer or a child, as migration 0011 keeps the claim figures. Days and
-- months are the programme's (America/New_York, packages/domain dates.ts); business days are counted from the days by
-- the domain's calendar when the figures are read, so SQL holds no copy of it. The tables are locked against writes
-- first, so that nothing changes between the triggers and the backfill.
LOCK TABLE "claims", "claim_events", "transfers", "children" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "programme_awards" (
	"school_year" integer PRIMARY KEY NOT NULL,
	"award_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_claim_figures" (
	"school_year" integer NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"rejection_reason" text NOT NULL,
	"shard" integer NOT NULL,
	"claims" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "programme_claim_figures_school_year_month_category_status_rejection_reason_shard_pk" PRIMARY KEY("school_year","month","category","status","rejection_reason","shard")
);
--> statement-breakpoint
CREATE TABLE "programme_durations" (
	"school_year" integer NOT NULL,
	"kind" text NOT NULL,
	"submitted_on" date NOT NULL,
	"ended_on" date NOT NULL,
	"claims" bigint NOT NULL,
	"paid_cents" bigint NOT NULL,
	CONSTRAINT "programme_durations_school_year_kind_submitted_on_ended_on_pk" PRIMARY KEY("school_year","kind","submitted_on","ended_on"),
	CONSTRAINT "programme_durations_kind_check" CHECK ("programme_durations"."kind" in ('decision', 'payout'))
);
--> statement-breakpoint
CREATE TABLE "programme_overdue_changes" (
	"school_year" integer NOT NULL,
	"day" date NOT NULL,
	"shard" integer NOT NULL,
	"change" bigint NOT NULL,
	CONSTRAINT "programme_overdue_changes_school_year_day_shard_pk" PRIMARY KEY("school_year","day","shard")
);
--> statement-breakpoint
CREATE TABLE "programme_provider_figures" (
	"school_year" integer NOT NULL,
	"month" date NOT NULL,
	"provider_id" integer NOT NULL,
	"shard" integer NOT NULL,
	"claims" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "programme_provider_figures_school_year_month_provider_id_shard_pk" PRIMARY KEY("school_year","month","provider_id","shard")
);
--> statement-breakpoint
ALTER TABLE "programme_provider_figures" ADD CONSTRAINT "programme_provider_figures_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What a set of claim rows adds to the figures of claims by month, category, status and provider: `changes` is a query
-- of claims rows with a sign, as for claim_figure_statements (migration 0011). The trigger runs these on its
-- transition tables, the backfill below on every claim.
CREATE FUNCTION programme_claim_statements(changes text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array[
    format($sql$
      WITH changes AS (%s)
      INSERT INTO programme_claim_figures AS figure
        (school_year, month, category, status, rejection_reason, shard, claims, amount_cents)
      SELECT school_year, date_trunc('month', created_at AT TIME ZONE 'America/New_York')::date, category, status,
        CASE WHEN status = 'Rejected' THEN coalesce(rejection_reason, '') ELSE '' END, mod(id, 16),
        sum(sign), sum(sign * amount_cents)
      FROM changes WHERE school_year IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(sign) <> 0 OR sum(sign * amount_cents) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (school_year, month, category, status, rejection_reason, shard) DO UPDATE SET
        claims = figure.claims + excluded.claims, amount_cents = figure.amount_cents + excluded.amount_cents
    $sql$, changes),
    format($sql$
      WITH changes AS (%s)
      INSERT INTO programme_provider_figures AS figure (school_year, month, provider_id, shard, claims, amount_cents)
      SELECT school_year, date_trunc('month', created_at AT TIME ZONE 'America/New_York')::date, service_provider_id,
        mod(id, 16), sum(sign), sum(sign * amount_cents)
      FROM changes WHERE school_year IS NOT NULL AND service_provider_id IS NOT NULL AND status <> 'Rejected'
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * amount_cents) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (school_year, month, provider_id, shard) DO UPDATE SET
        claims = figure.claims + excluded.claims, amount_cents = figure.amount_cents + excluded.amount_cents
    $sql$, changes)
  ]
$$;
--> statement-breakpoint
-- How a set of claim changes moves the claims overdue at their providers: `new_rows` and `old_rows` are queries of
-- claims rows as they now are and as they were. A claim waiting for its provider adds +1 on the first day it is
-- overdue at the day's end (the day its due_at falls on: isOverdue, claim-deadlines.ts); when it leaves the provider
-- (its review's reviewed_at) that +1 is taken back on the day it left, or on that first day when it left before. A
-- claim deleted, or given another due date, is taken back whole.
CREATE FUNCTION programme_overdue_statement(new_rows text, old_rows text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    WITH n AS (%s), o AS (%s),
    moves AS (
      SELECT coalesce(n.id, o.id) AS id, n.school_year AS new_year, o.school_year AS old_year, n.id IS NULL AS deleted,
        CASE WHEN n.waiting_on = 'provider' THEN (n.due_at AT TIME ZONE 'America/New_York')::date END AS new_due_day,
        CASE WHEN o.waiting_on = 'provider' THEN (o.due_at AT TIME ZONE 'America/New_York')::date END AS old_due_day,
        (coalesce(n.reviewed_at, statement_timestamp()) AT TIME ZONE 'America/New_York')::date AS left_day
      FROM n FULL JOIN o ON n.id = o.id
    ),
    changes AS (
      SELECT new_year AS school_year, id, new_due_day AS day, 1 AS change FROM moves
      WHERE new_due_day IS NOT NULL AND new_due_day IS DISTINCT FROM old_due_day
      UNION ALL
      SELECT old_year, id,
        CASE WHEN deleted OR new_due_day IS NOT NULL THEN old_due_day ELSE greatest(old_due_day, left_day) END, -1
      FROM moves WHERE old_due_day IS NOT NULL AND old_due_day IS DISTINCT FROM new_due_day
    )
    INSERT INTO programme_overdue_changes AS figure (school_year, day, shard, change)
    SELECT school_year, day, mod(id, 16), sum(change) FROM changes WHERE school_year IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(change) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (school_year, day, shard) DO UPDATE SET change = figure.change + excluded.change
  $sql$, new_rows, old_rows)
$$;
--> statement-breakpoint
CREATE FUNCTION keep_programme_claim_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY programme_claim_statements(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_claims'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_claims'
    ELSE 'SELECT 1 AS sign, * FROM new_claims UNION ALL SELECT -1 AS sign, * FROM old_claims'
  END) LOOP
    EXECUTE statement;
  END LOOP;
  EXECUTE programme_overdue_statement(
    CASE WHEN TG_OP = 'DELETE' THEN 'SELECT * FROM old_claims WHERE false' ELSE 'SELECT * FROM new_claims' END,
    CASE WHEN TG_OP = 'INSERT' THEN 'SELECT * FROM new_claims WHERE false' ELSE 'SELECT * FROM old_claims' END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER claims_keep_programme_figures_on_insert AFTER INSERT ON claims
  REFERENCING NEW TABLE AS new_claims FOR EACH STATEMENT EXECUTE FUNCTION keep_programme_claim_figures();
--> statement-breakpoint
CREATE TRIGGER claims_keep_programme_figures_on_update AFTER UPDATE ON claims
  REFERENCING OLD TABLE AS old_claims NEW TABLE AS new_claims FOR EACH STATEMENT
  EXECUTE FUNCTION keep_programme_claim_figures();
--> statement-breakpoint
CREATE TRIGGER claims_keep_programme_figures_on_delete AFTER DELETE ON claims
  REFERENCING OLD TABLE AS old_claims FOR EACH STATEMENT EXECUTE FUNCTION keep_programme_claim_figures();
--> statement-breakpoint
-- The provider's decision: the first event of a claim that takes it from Pending external to Accepted or Rejected,
-- counted from the day the claim was submitted to the day of the event. `events` is a query of claim_events rows.
-- The first is looked up among the claim's own events only (by claim_id, the status filtered after), and so is a
-- first completed transfer below: a condition the planner could take to an index of every decision or every
-- processed transfer would make a statement of many rows read that index once per row. The decisions are found first
-- (MATERIALIZED), then joined to their claims, so that the join never repeats the look-up.
CREATE FUNCTION programme_decision_statement(events text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    WITH events AS (%s),
    decisions AS MATERIALIZED (
      SELECT e.claim_id, e.at FROM events e
      WHERE e.from_status = 'Pending external' AND e.to_status IN ('Accepted', 'Rejected')
        AND e.id = (
          SELECT min(decision.id) FILTER (
            WHERE decision.from_status = 'Pending external' AND decision.to_status IN ('Accepted', 'Rejected'))
          FROM claim_events decision WHERE decision.claim_id = e.claim_id)
    )
    INSERT INTO programme_durations AS figure (school_year, kind, submitted_on, ended_on, claims, paid_cents)
    SELECT c.school_year, 'decision', (c.created_at AT TIME ZONE 'America/New_York')::date,
      (d.at AT TIME ZONE 'America/New_York')::date, count(*), 0
    FROM decisions d JOIN claims c ON c.id = d.claim_id
    WHERE c.school_year IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (school_year, kind, submitted_on, ended_on) DO UPDATE SET claims = figure.claims + excluded.claims
  $sql$, events)
$$;
--> statement-breakpoint
CREATE FUNCTION keep_programme_decisions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE programme_decision_statement('SELECT * FROM new_events');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER claim_events_keep_programme_decisions AFTER INSERT ON claim_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION keep_programme_decisions();
--> statement-breakpoint
-- Payouts: a transfer the bank completed (processed) adds what it paid on the day it completed (its updated_at); the
-- claim's first completed transfer (by id) also counts the claim's time to payout. A completed transfer returned
-- later takes back what it paid. `new_rows` and `old_rows` are queries of transfers rows as they now are and were.
CREATE FUNCTION programme_payout_statement(new_rows text, old_rows text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    WITH n AS (%s), o AS (%s),
    moves AS (
      SELECT coalesce(n.id, o.id) AS id, coalesce(n.claim_id, o.claim_id) AS claim_id,
        coalesce(n.status = 'processed', false) AS now_processed, coalesce(o.status = 'processed', false) AS was_processed,
        n.amount_cents AS new_amount, o.amount_cents AS old_amount, n.updated_at AS new_at, o.updated_at AS old_at
      FROM n FULL JOIN o ON n.id = o.id
    ),
    changes AS (
      SELECT claim_id, new_at AS at, new_amount AS paid_cents,
        CASE WHEN id = (
          SELECT min(paid.id) FILTER (WHERE paid.status = 'processed') FROM transfers paid
          WHERE paid.claim_id = moves.claim_id
        ) THEN 1 ELSE 0 END AS claims
      FROM moves WHERE now_processed AND NOT was_processed
      UNION ALL
      SELECT claim_id, old_at, 0 - old_amount, 0 FROM moves WHERE was_processed AND NOT now_processed
    )
    INSERT INTO programme_durations AS figure (school_year, kind, submitted_on, ended_on, claims, paid_cents)
    SELECT c.school_year, 'payout', (c.created_at AT TIME ZONE 'America/New_York')::date,
      (changes.at AT TIME ZONE 'America/New_York')::date, sum(changes.claims), sum(changes.paid_cents)
    FROM changes JOIN claims c ON c.id = changes.claim_id
    WHERE c.school_year IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(changes.claims) <> 0 OR sum(changes.paid_cents) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (school_year, kind, submitted_on, ended_on) DO UPDATE SET
      claims = figure.claims + excluded.claims, paid_cents = figure.paid_cents + excluded.paid_cents
  $sql$, new_rows, old_rows)
$$;
--> statement-breakpoint
CREATE FUNCTION keep_programme_payouts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE programme_payout_statement(
    CASE WHEN TG_OP = 'DELETE' THEN 'SELECT * FROM old_transfers WHERE false' ELSE 'SELECT * FROM new_transfers' END,
    CASE WHEN TG_OP = 'INSERT' THEN 'SELECT * FROM new_transfers WHERE false' ELSE 'SELECT * FROM old_transfers' END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transfers_keep_programme_payouts_on_insert AFTER INSERT ON transfers
  REFERENCING NEW TABLE AS new_transfers FOR EACH STATEMENT EXECUTE FUNCTION keep_programme_payouts();
--> statement-breakpoint
CREATE TRIGGER transfers_keep_programme_payouts_on_update AFTER UPDATE ON transfers
  REFERENCING OLD TABLE AS old_transfers NEW TABLE AS new_transfers FOR EACH STATEMENT
  EXECUTE FUNCTION keep_programme_payouts();
--> statement-breakpoint
CREATE TRIGGER transfers_keep_programme_payouts_on_delete AFTER DELETE ON transfers
  REFERENCING OLD TABLE AS old_transfers FOR EACH STATEMENT EXECUTE FUNCTION keep_programme_payouts();
--> statement-breakpoint
-- What each school year's children are awarded. `changes` is a query of children rows with a sign.
CREATE FUNCTION programme_award_statement(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    WITH changes AS (%s)
    INSERT INTO programme_awards AS figure (school_year, award_cents)
    SELECT school_year, sum(sign * award_cents) FROM changes WHERE school_year IS NOT NULL
    GROUP BY 1 HAVING sum(sign * award_cents) <> 0
    ORDER BY 1
    ON CONFLICT (school_year) DO UPDATE SET award_cents = figure.award_cents + excluded.award_cents
  $sql$, changes)
$$;
--> statement-breakpoint
CREATE FUNCTION keep_programme_awards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE programme_award_statement(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_children'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_children'
    ELSE 'SELECT 1 AS sign, * FROM new_children UNION ALL SELECT -1 AS sign, * FROM old_children'
  END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER children_keep_programme_awards_on_insert AFTER INSERT ON children
  REFERENCING NEW TABLE AS new_children FOR EACH STATEMENT EXECUTE FUNCTION keep_programme_awards();
--> statement-breakpoint
CREATE TRIGGER children_keep_programme_awards_on_update AFTER UPDATE ON children
  REFERENCING OLD TABLE AS old_children NEW TABLE AS new_children FOR EACH STATEMENT
  EXECUTE FUNCTION keep_programme_awards();
--> statement-breakpoint
CREATE TRIGGER children_keep_programme_awards_on_delete AFTER DELETE ON children
  REFERENCING OLD TABLE AS old_children FOR EACH STATEMENT EXECUTE FUNCTION keep_programme_awards();
--> statement-breakpoint
-- The backfill runs the triggers' own statements on every row. Claims already decided by a provider before this
-- migration left no record of their due date, so the overdue history starts with the claims waiting for a provider now.
DO $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY programme_claim_statements('SELECT 1 AS sign, * FROM claims') LOOP
    EXECUTE statement;
  END LOOP;
  EXECUTE programme_overdue_statement('SELECT * FROM claims', 'SELECT * FROM claims WHERE false');
  EXECUTE programme_decision_statement('SELECT * FROM claim_events');
  EXECUTE programme_payout_statement('SELECT * FROM transfers', 'SELECT * FROM transfers WHERE false');
  EXECUTE programme_award_statement('SELECT 1 AS sign, * FROM children');
END
$$;
