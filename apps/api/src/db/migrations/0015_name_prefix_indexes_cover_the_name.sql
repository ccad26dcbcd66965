-- The name prefix indexes of the claim search hold the name itself beside lower(name), so that how many students or
-- parents a name matches is counted from the index alone (an index-only scan), not by reading their rows.
DROP INDEX "children_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "children_last_name_prefix_idx";--> statement-breakpoint
DROP INDEX "users_parent_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "users_parent_last_name_prefix_idx";--> statement-breakpoint
DROP INDEX "users_parent_email_prefix_idx";--> statement-breakpoint
CREATE INDEX "children_first_name_prefix_idx" ON "children" USING btree (lower("first_name") text_pattern_ops,"first_name");--> statement-breakpoint
CREATE INDEX "children_last_name_prefix_idx" ON "children" USING btree (lower("last_name") text_pattern_ops,"last_name");--> statement-breakpoint
CREATE INDEX "users_parent_first_name_prefix_idx" ON "users" USING btree (lower("first_name") text_pattern_ops,"first_name") WHERE "users"."type" = 'Parent';--> statement-breakpoint
CREATE INDEX "users_parent_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops,"last_name") WHERE "users"."type" = 'Parent';--> statement-breakpoint
CREATE INDEX "users_parent_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops,"email") WHERE "users"."type" = 'Parent';