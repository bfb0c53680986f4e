-- The legal name is added, filled with the display name of every employer made before it (the one
-- name they had), then required.
ALTER TABLE "employers" ADD COLUMN "legal_name" text;--> statement-breakpoint
UPDATE "employers" SET "legal_name" = "name";--> statement-breakpoint
ALTER TABLE "employers" ALTER COLUMN "legal_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_default_language_ck" CHECK ("employers"."default_language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "suspension_reason" text;
