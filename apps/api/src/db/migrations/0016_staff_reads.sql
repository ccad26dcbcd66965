CREATE TABLE "staff_reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"parent_user_id" integer NOT NULL,
	"claim_id" integer,
	"file_id" integer,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_reads_kind_check" CHECK ("staff_reads"."kind" in ('claim', 'family', 'file'))
);
--> statement-breakpoint
ALTER TABLE "staff_reads" ADD CONSTRAINT "staff_reads_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_reads" ADD CONSTRAINT "staff_reads_parent_user_id_parents_user_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."parents"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_reads" ADD CONSTRAINT "staff_reads_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_reads" ADD CONSTRAINT "staff_reads_file_id_claim_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."claim_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_reads_parent_idx" ON "staff_reads" USING btree ("parent_user_id","at");--> statement-breakpoint
CREATE INDEX "staff_reads_claim_idx" ON "staff_reads" USING btree ("claim_id","at") WHERE "staff_reads"."claim_id" is not null;--> statement-breakpoint
-- The access record is append-only: who looked at a family's data cannot be changed or taken back.
CREATE FUNCTION "staff_reads_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_reads is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "staff_reads_append_only" BEFORE UPDATE OR DELETE ON "staff_reads"
  FOR EACH ROW EXECUTE FUNCTION "staff_reads_append_only"();
