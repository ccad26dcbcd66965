CREATE TABLE "child_claim_totals" (
	"child_id" integer PRIMARY KEY NOT NULL,
	"pending_cents" bigint DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_due_counts" (
	"due_hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"claims" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_queue_counts" (
	"waiting_on" text NOT NULL,
	"shard" integer NOT NULL,
	"claims" bigint NOT NULL,
	CONSTRAINT "claim_queue_counts_waiting_on_shard_pk" PRIMARY KEY("waiting_on","shard")
);
--> statement-breakpoint
CREATE TABLE "provider_claim_counts" (
	"provider_id" integer NOT NULL,
	"status" text NOT NULL,
	"shard" integer NOT NULL,
	"claims" bigint NOT NULL,
	CONSTRAINT "provider_claim_counts_provider_id_status_shard_pk" PRIMARY KEY("provider_id","status","shard")
);
--> statement-breakpoint
ALTER TABLE "child_claim_totals" ADD CONSTRAINT "child_claim_totals_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_claim_counts" ADD CONSTRAINT "provider_claim_counts_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;