CREATE TABLE "staff_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"query" text NOT NULL,
	"row_count" integer,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_exports_kind_check" CHECK ("staff_exports"."kind" in ('claimSearch'))
);
--> statement-breakpoint
ALTER TABLE "staff_exports" ADD CONSTRAINT "staff_exports_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_exports_at_idx" ON "staff_exports" USING btree ("at");--> statement-breakpoint
-- The export record is append-only: a row's count is set once, from none, and nothing else of it ever changes.
CREATE FUNCTION "staff_exports_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.row_count IS NULL
    AND (NEW.id, NEW.staff_user_id, NEW.kind, NEW.query, NEW.address, NEW.at)
      IS NOT DISTINCT FROM (OLD.id, OLD.staff_user_id, OLD.kind, OLD.query, OLD.address, OLD.at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'staff_exports is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "staff_exports_append_only" BEFORE UPDATE OR DELETE ON "staff_exports"
  FOR EACH ROW EXECUTE FUNCTION "staff_exports_append_only"();
