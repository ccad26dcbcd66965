DROP INDEX "claims_provider_status_created_idx";--> statement-breakpoint
DROP INDEX "claims_child_created_idx";--> statement-breakpoint
DROP INDEX "claims_status_created_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "parents_bank_customer_ref_key" ON "parents" USING btree ("bank_customer_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_bank_customer_ref_key" ON "service_providers" USING btree ("bank_customer_ref");--> statement-breakpoint
CREATE INDEX "claims_child_created_idx" ON "claims" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_status_created_idx" ON "claims" USING btree ("status","created_at");