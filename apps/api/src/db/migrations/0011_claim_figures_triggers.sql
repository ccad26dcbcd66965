-- The figures of migration 0010, kept by the database itself in the statement that changes claims
-- (docs/adr/0011-maintained-claim-figures.md). What a claim adds to them mirrors packages/domain: funds.ts (Accepted
-- claims are spent, Pending and Pending external ones held, Rejected ones nothing) and the work queue's tabs
-- (modules/merit-cs/work-queue.repository.ts); src/db/claim-figures.int.test.ts holds them to it.
--
-- claim_figure_statements is the one home of that rule in SQL: the statements that add a set of changes to the
-- figures, where `changes` is a query of claims rows with a sign, +1 for a row as it now is and -1 for a row as it
-- was. The trigger runs them on its transition tables (which only the trigger function itself can read); the backfill
-- below runs them on every claim. Rows are written in key order, so that concurrent statements lock them in the same
-- order; an hour no claim falls due in any more loses its row.
CREATE FUNCTION claim_figure_statements(changes text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
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
    $sql$, changes)
  ]
$$;
--> statement-breakpoint
CREATE FUNCTION keep_claim_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY claim_figure_statements(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_claims'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_claims'
    ELSE 'SELECT 1 AS sign, * FROM new_claims UNION ALL SELECT -1 AS sign, * FROM old_claims'
  END) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with transition tables serves one event, hence three. Creating them locks claims against writes until
-- this migration commits, so no claim changes between the triggers and the backfill.
CREATE TRIGGER claims_keep_figures_on_insert AFTER INSERT ON claims
  REFERENCING NEW TABLE AS new_claims FOR EACH STATEMENT EXECUTE FUNCTION keep_claim_figures();
--> statement-breakpoint
CREATE TRIGGER claims_keep_figures_on_update AFTER UPDATE ON claims
  REFERENCING OLD TABLE AS old_claims NEW TABLE AS new_claims FOR EACH STATEMENT EXECUTE FUNCTION keep_claim_figures();
--> statement-breakpoint
CREATE TRIGGER claims_keep_figures_on_delete AFTER DELETE ON claims
  REFERENCING OLD TABLE AS old_claims FOR EACH STATEMENT EXECUTE FUNCTION keep_claim_figures();
--> statement-breakpoint
DO $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY claim_figure_statements('SELECT 1 AS sign, * FROM claims') LOOP
    EXECUTE statement;
  END LOOP;
END
$$;
