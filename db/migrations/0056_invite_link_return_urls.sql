ALTER TABLE "employees" ADD COLUMN "portal_return_url" text;--> statement-breakpoint
ALTER TABLE "sign_in_tokens" ADD COLUMN "return_url" text;--> statement-breakpoint
ALTER TABLE "sign_in_tokens" ADD COLUMN "refresh_url" text;