ALTER TABLE "school_year_events" DROP CONSTRAINT "school_year_events_action_check";--> statement-breakpoint
ALTER TABLE "school_year_events" ALTER COLUMN "staff_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "school_year_events" ADD CONSTRAINT "school_year_events_action_check" CHECK ("school_year_events"."action" in ('opened', 'closed'));