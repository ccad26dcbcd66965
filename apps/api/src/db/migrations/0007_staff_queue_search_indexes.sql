CREATE INDEX "children_first_name_prefix_idx" ON "children" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "children_last_name_prefix_idx" ON "children" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "claims_waiting_staff_created_idx" ON "claims" USING btree ("created_at","id") WHERE "claims"."waiting_on" = 'staff';--> statement-breakpoint
CREATE INDEX "claims_waiting_provider_due_idx" ON "claims" USING btree ("due_at","id") WHERE "claims"."waiting_on" = 'provider';--> statement-breakpoint
CREATE INDEX "claims_provider_waiting_created_idx" ON "claims" USING btree ("service_provider_id","waiting_on","created_at","id") WHERE "claims"."waiting_on" <> 'nobody';--> statement-breakpoint
CREATE INDEX "claims_provider_id_idx" ON "claims" USING btree ("service_provider_id","id");--> statement-breakpoint
CREATE INDEX "service_providers_name_prefix_idx" ON "service_providers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfers_failed_updated_idx" ON "transfers" USING btree ("updated_at","id","claim_id") WHERE "transfers"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "users_parent_first_name_prefix_idx" ON "users" USING btree (lower("first_name") text_pattern_ops) WHERE "users"."type" = 'Parent';--> statement-breakpoint
CREATE INDEX "users_parent_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops) WHERE "users"."type" = 'Parent';--> statement-breakpoint
CREATE INDEX "users_parent_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops) WHERE "users"."type" = 'Parent';