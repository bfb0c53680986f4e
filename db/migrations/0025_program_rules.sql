CREATE TABLE "event_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"after_xact_id" "xid8",
	"after_ordinal" bigint,
	"lease_token" text,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "repayment_method_required_at" timestamp with time zone;