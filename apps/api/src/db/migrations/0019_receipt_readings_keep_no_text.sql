ALTER TABLE "receipt_readings" ADD COLUMN "stopped_by" text;--> statement-breakpoint
ALTER TABLE "receipt_readings" DROP COLUMN "text";--> statement-breakpoint
ALTER TABLE "receipt_readings" ADD CONSTRAINT "receipt_readings_stopped_by_check" CHECK ("receipt_readings"."stopped_by" in ('overPixelBudget', 'timeout', 'outOfMemory', 'crashed'));