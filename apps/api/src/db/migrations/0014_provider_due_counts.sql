-- The overdue count of one provider (the staff queue filtered by provider), kept as figures the way migration 0011
-- keeps the overdue count of all (docs/adr/0011-maintained-claim-figures.md): how many of a programme provider's
-- claims waiting for it fall due in each hour. claim_figure_statements, the one home of what a claim adds to the
-- figures in SQL, gets the two statements that keep them; the triggers run whatever it answers. Claims are locked
-- against writes first, so that none changes between the new statements and the backfill.
LOCK TABLE "claims" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "provider_due_counts" (
	"provider_id" integer NOT NULL,
	"due_hour" timestamp with time zone NOT NULL,
	"claims" bigint NOT NULL,
	CONSTRAINT "provider_due_counts_provider_id_due_hour_pk" PRIMARY KEY("provider_id","due_hour")
);
--> statement-breakpoint
ALTER TABLE "provider_due_counts" ADD CONSTRAINT "provider_due_counts_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
    $sql$, changes)
  ]
$$;
--> statement-breakpoint
-- The backfill runs the new statement that adds claims to provider_due_counts (the sixth) on every claim, as
-- migration 0011's backfill ran all of them: the backfill and the trigger cannot differ.
DO $$
BEGIN
  EXECUTE (claim_figure_statements('SELECT 1 AS sign, * FROM claims'))[6];
END
$$;
