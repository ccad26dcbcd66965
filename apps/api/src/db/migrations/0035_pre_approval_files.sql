-- The quote a parent sends as a file with a pre-approval request (ADR 0036), stored as claim files are: one row per
-- file, its content in the file store by its sha256.
CREATE TABLE "pre_approval_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"pre_approval_id" integer NOT NULL,
	"position" integer NOT NULL,
	"original_name" text NOT NULL,
	"sha256" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pre_approval_files" ADD CONSTRAINT "pre_approval_files_pre_approval_id_pre_approvals_id_fk" FOREIGN KEY ("pre_approval_id") REFERENCES "public"."pre_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pre_approval_files_pre_approval_position_key" ON "pre_approval_files" USING btree ("pre_approval_id","position");--> statement-breakpoint
CREATE INDEX "pre_approval_files_sha256_idx" ON "pre_approval_files" USING btree ("sha256");