ALTER TABLE "claims" ADD COLUMN "waiting_on" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
-- Who acts next follows from the status of the claims there are; their providers' due dates need the business-day
-- calendar of packages/domain and are set when the API starts (backfillProviderDueDates).
UPDATE "claims" SET "waiting_on" = CASE "status" WHEN 'Pending' THEN 'staff' WHEN 'Pending external' THEN 'provider' ELSE 'nobody' END;--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "waiting_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_waiting_on_check" CHECK ("claims"."waiting_on" in ('staff', 'provider', 'nobody'));
