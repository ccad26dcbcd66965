-- Each audit case keeps its claim's place in the Programme page's figures (issue 34 item 5): the school year (0: none,
-- as migration 0028), the day of submission in programme time and the provider, copied when the case opens as
-- programme_provider_payouts keeps them when the claim is paid. The audit figures then read the cases alone: joined
-- to their claims, PostgreSQL scanned the year's claims for any months asked (bench/results/audit-figures.md).
ALTER TABLE "audit_cases" ADD COLUMN "figure_year" integer;--> statement-breakpoint
ALTER TABLE "audit_cases" ADD COLUMN "submitted_on" date;--> statement-breakpoint
ALTER TABLE "audit_cases" ADD COLUMN "provider_id" integer;--> statement-breakpoint
UPDATE "audit_cases" AS audit_case
  SET "figure_year" = coalesce(claim.school_year, 0),
    "submitted_on" = (claim.created_at AT TIME ZONE 'America/New_York')::date,
    "provider_id" = claim.service_provider_id
  FROM "claims" AS claim
  WHERE claim.id = audit_case.claim_id;--> statement-breakpoint
ALTER TABLE "audit_cases" ALTER COLUMN "figure_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_cases" ALTER COLUMN "submitted_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_cases" ADD CONSTRAINT "audit_cases_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_cases_figures_idx" ON "audit_cases" USING btree ("figure_year","submitted_on");
