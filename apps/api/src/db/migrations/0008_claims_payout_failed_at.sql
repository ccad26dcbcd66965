DROP INDEX "transfers_failed_updated_idx";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payout_failed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "claims" SET "payout_failed_at" = "transfers"."updated_at" FROM "transfers" WHERE "transfers"."claim_id" = "claims"."id" AND "transfers"."status" = 'failed' AND NOT EXISTS (SELECT 1 FROM "transfers" AS "later" WHERE "later"."claim_id" = "transfers"."claim_id" AND "later"."id" > "transfers"."id");--> statement-breakpoint
CREATE INDEX "claims_payout_failed_idx" ON "claims" USING btree ("payout_failed_at","id") WHERE "claims"."payout_failed_at" is not null and "claims"."status" = 'Accepted';
