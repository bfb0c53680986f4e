ALTER TABLE "admin_users" ADD COLUMN "role" text DEFAULT 'viewer' NOT NULL;
--> statement-breakpoint
-- Everyone who was HR before roles could do everything: they are their employers' owners.
UPDATE "admin_users" SET "role" = 'owner';
--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_check" CHECK ("role" in ('owner', 'admin', 'viewer'));
