CREATE TABLE "processed_identity_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "awaiting_review_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "identity_checks_provider_reference_idx" ON "identity_checks" USING btree ("provider_reference");