ALTER TABLE "identity_checks" ADD COLUMN "traceparent" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "traceparent" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "traceparent" text;