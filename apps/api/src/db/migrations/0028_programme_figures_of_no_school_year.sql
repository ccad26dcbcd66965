-- The claims and awards of children without a school year (the specification's "none", N/A) are counted in the
-- programme's figures under school year 0, a key no programme year can have (school_years.start_year is from 1900),
-- so that every claim is counted in exactly one place and the Programme page reads N/A as an index range like any
-- year (ADR 0022, ADR 0032). The five statements of migration 0017 are the same but for that key; the triggers run
-- them by name and need no change. Until now they left those rows out, so only those rows are added below.
CREATE OR REPLACE FUNCTION programme_claim_statements(changes text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array[
    format($sql$
      WITH changes AS (%s)
      INSERT INTO programme_claim_figures AS figure
        (school_year, month, category, status, rejection_reason, shard, claims, amount_cents)
      SELECT coalesce(school_year, 0), date_trunc('month', created_at AT TIME ZONE 'America/New_York')::date,
        category, status,
        CASE WHEN status = 'Rejected' THEN coalesce(rejection_reason, '') ELSE '' END, mod(id, 16),
        sum(sign), sum(sign * amount_cents)
      FROM changes
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(sign) <> 0 OR sum(sign * amount_cents) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (school_year, month, category, status, rejection_reason, shard) DO UPDATE SET
        claims = figure.claims + excluded.claims, amount_cents = figure.amount_cents + excluded.amount_cents
    $sql$, changes),
    format($sql$
      WITH changes AS (%s)
      INSERT INTO programme_provider_figures AS figure (school_year, month, provider_id, shard, claims, amount_cents)
      SELECT coalesce(school_year, 0), date_trunc('month', created_at AT TIME ZONE 'America/New_York')::date,
        service_provider_id,
        mod(id, 16), sum(sign), sum(sign * amount_cents)
      FROM changes WHERE service_provider_id IS NOT NULL AND status <> 'Rejected'
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * amount_cents) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (school_year, month, provider_id, shard) DO UPDATE SET
        claims = figure.claims + excluded.claims, amount_cents = figure.amount_cents + excluded.amount_cents
    $sql$, changes)
  ]
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION programme_overdue_statement(new_rows text, old_rows text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
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
    SELECT coalesce(school_year, 0), day, mod(id, 16), sum(change) FROM changes
    GROUP BY 1, 2, 3 HAVING sum(change) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (school_year, day, shard) DO UPDATE SET change = figure.change + excluded.change
  $sql$, new_rows, old_rows)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION programme_decision_statement(events text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
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
    SELECT coalesce(c.school_year, 0), 'decision', (c.created_at AT TIME ZONE 'America/New_York')::date,
      (d.at AT TIME ZONE 'America/New_York')::date, count(*), 0
    FROM decisions d JOIN claims c ON c.id = d.claim_id
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (school_year, kind, submitted_on, ended_on) DO UPDATE SET claims = figure.claims + excluded.claims
  $sql$, events)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION programme_payout_statement(new_rows text, old_rows text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
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
    SELECT coalesce(c.school_year, 0), 'payout', (c.created_at AT TIME ZONE 'America/New_York')::date,
      (changes.at AT TIME ZONE 'America/New_York')::date, sum(changes.claims), sum(changes.paid_cents)
    FROM changes JOIN claims c ON c.id = changes.claim_id
    GROUP BY 1, 2, 3, 4 HAVING sum(changes.claims) <> 0 OR sum(changes.paid_cents) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (school_year, kind, submitted_on, ended_on) DO UPDATE SET
      claims = figure.claims + excluded.claims, paid_cents = figure.paid_cents + excluded.paid_cents
  $sql$, new_rows, old_rows)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION programme_award_statement(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    WITH changes AS (%s)
    INSERT INTO programme_awards AS figure (school_year, award_cents)
    SELECT coalesce(school_year, 0), sum(sign * award_cents) FROM changes
    GROUP BY 1 HAVING sum(sign * award_cents) <> 0
    ORDER BY 1
    ON CONFLICT (school_year) DO UPDATE SET award_cents = figure.award_cents + excluded.award_cents
  $sql$, changes)
$$;
--> statement-breakpoint
-- The rows without a school year, through the same statements, as migration 0017's backfill did for the others (the
-- overdue history starting with the claims waiting for a provider now).
DO $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY programme_claim_statements('SELECT 1 AS sign, * FROM claims WHERE school_year IS NULL')
  LOOP
    EXECUTE statement;
  END LOOP;
  EXECUTE programme_overdue_statement(
    'SELECT * FROM claims WHERE school_year IS NULL', 'SELECT * FROM claims WHERE false');
  EXECUTE programme_decision_statement(
    'SELECT e.* FROM claim_events e JOIN claims c ON c.id = e.claim_id WHERE c.school_year IS NULL');
  EXECUTE programme_payout_statement(
    'SELECT t.* FROM transfers t JOIN claims c ON c.id = t.claim_id WHERE c.school_year IS NULL',
    'SELECT * FROM transfers WHERE false');
  EXECUTE programme_award_statement(
    'SELECT 1 AS sign, school_year, amount_cents AS award_cents FROM child_awards WHERE school_year IS NULL');
END
$$;
