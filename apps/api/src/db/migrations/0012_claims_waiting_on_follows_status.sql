-- The staff queue filtered by provider: the overdue tab's claims of one provider by due date (its page and its count
-- read that index alone), and who a claim waits on held to its status (packages/domain waitingOnIn), so that the
-- waiting tab's count of one provider is that provider's figure of its Pending claims (provider_claim_counts).
CREATE INDEX "claims_provider_waiting_provider_due_idx" ON "claims" USING btree ("service_provider_id","due_at","id") WHERE "claims"."waiting_on" = 'provider';--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_waiting_on_status_check" CHECK ("claims"."waiting_on" = case "claims"."status" when 'Pending' then 'staff' when 'Pending external' then 'provider' when 'Accepted' then 'nobody' when 'Rejected' then 'nobody' end);