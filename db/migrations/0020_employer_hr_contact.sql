ALTER TABLE "employers" ADD COLUMN "hr_contact_name" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "hr_contact_email" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "hr_contact_phone" text;