CREATE TABLE "programme_provider_payouts" (
	"school_year" integer NOT NULL,
	"month" date NOT NULL,
	"provider_id" integer NOT NULL,
	"shard" integer NOT NULL,
	"claims" bigint NOT NULL,
	CONSTRAINT "programme_provider_payouts_school_year_month_provider_id_shard_pk" PRIMARY KEY("school_year","month","provider_id","shard")
);
--> statement-breakpoint
ALTER TABLE "programme_provider_payouts" ADD CONSTRAINT "programme_provider_payouts_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The claims each provider was paid for (issue 34's audit figures), per school year (0: none, as migration 0028),
-- month of submission and provider: +1 when a claim's first completed transfer completes, found among the claim's own
-- transfers as programme_payout_statement finds it, so that the providers' claims add up to the year's payouts in
-- programme_durations. A transfer that stops being completed takes nothing back there either. As there, the first
-- transfer is looked up in the select list, its status a FILTER: as a condition of the lookup the planner ANDed
-- transfers_status_idx (every completed transfer) into each claim's, and as a condition of the rows it judged one
-- row would pass and joined claims by scanning them for each, either of which turned the bench's bulk insert of
-- transfers quadratic (ADR 0022).
CREATE FUNCTION programme_provider_payout_statement(new_rows text, old_rows text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    WITH n AS (%s), o AS (%s),
    changes AS (
      SELECT n.claim_id,
        CASE WHEN n.id = (
          SELECT min(paid.id) FILTER (WHERE paid.status = 'processed') FROM transfers paid
          WHERE paid.claim_id = n.claim_id
        ) THEN 1 ELSE 0 END AS claims
      FROM n LEFT JOIN o ON o.id = n.id
      WHERE n.status = 'processed' AND (o.id IS NULL OR o.status <> 'processed')
    )
    INSERT INTO programme_provider_payouts AS figure (school_year, month, provider_id, shard, claims)
    SELECT coalesce(c.school_year, 0), date_trunc('month', c.created_at AT TIME ZONE 'America/New_York')::date,
      c.service_provider_id, mod(c.id, 16), sum(changes.claims)
    FROM changes JOIN claims c ON c.id = changes.claim_id
    WHERE c.service_provider_id IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(changes.claims) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (school_year, month, provider_id, shard) DO UPDATE SET claims = figure.claims + excluded.claims
  $sql$, new_rows, old_rows)
$$;
--> statement-breakpoint
CREATE FUNCTION keep_programme_provider_payouts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE programme_provider_payout_statement(
    'SELECT * FROM new_transfers',
    CASE WHEN TG_OP = 'INSERT' THEN 'SELECT * FROM new_transfers WHERE false' ELSE 'SELECT * FROM old_transfers' END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transfers_keep_programme_provider_payouts_on_insert AFTER INSERT ON transfers
  REFERENCING NEW TABLE AS new_transfers FOR EACH STATEMENT EXECUTE FUNCTION keep_programme_provider_payouts();
--> statement-breakpoint
CREATE TRIGGER transfers_keep_programme_provider_payouts_on_update AFTER UPDATE ON transfers
  REFERENCING OLD TABLE AS old_transfers NEW TABLE AS new_transfers FOR EACH STATEMENT
  EXECUTE FUNCTION keep_programme_provider_payouts();
--> statement-breakpoint
-- The backfill: the same statement over every transfer.
DO $$
BEGIN
  EXECUTE programme_provider_payout_statement('SELECT * FROM transfers', 'SELECT * FROM transfers WHERE false');
END
$$;
