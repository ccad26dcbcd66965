CREATE TABLE "receipt_readings" (
	"sha256" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"text_confidence" real NOT NULL,
	"fields" jsonb NOT NULL,
	"invoice_number_key" text,
	"pages" integer NOT NULL,
	"read_ms" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_readings_status_check" CHECK ("receipt_readings"."status" in ('read', 'unreadable'))
);
--> statement-breakpoint
CREATE INDEX "receipt_readings_invoice_number_key_idx" ON "receipt_readings" USING btree ("invoice_number_key") WHERE "receipt_readings"."invoice_number_key" is not null;--> statement-breakpoint
CREATE INDEX "claim_files_receipt_number_key_idx" ON "claim_files" USING btree (upper("receipt_number")) WHERE "claim_files"."receipt_number" is not null;