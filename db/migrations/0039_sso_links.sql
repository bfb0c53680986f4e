CREATE TABLE "sso_spent_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_attempts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "sso_attempts" CASCADE;--> statement-breakpoint
DROP INDEX "admin_users_sso_subject_uq";--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "pending_sso_issuer" text;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "pending_sso_subject" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "sso_issuer" text;--> statement-breakpoint
-- Written by hand (drizzle-kit generates only the schema): a link made before issuers were kept
-- came from the employer's provider of the time, the only one configured since a link was made;
-- stamped with its issuer. An employer whose single sign-on was removed has none to stamp: its
-- links are cleared, and each person links again (proving who they are) if it comes back.
UPDATE "admin_users" SET "sso_issuer" = "employer_sso"."issuer" FROM "employer_sso" WHERE "employer_sso"."employer_id" = "admin_users"."employer_id" AND "admin_users"."sso_subject" IS NOT NULL;--> statement-breakpoint
UPDATE "admin_users" SET "sso_subject" = NULL WHERE "sso_issuer" IS NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "sso_link_approved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sso_spent_states_expires_at_idx" ON "sso_spent_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_sso_link_uq" ON "admin_users" USING btree ("employer_id","sso_issuer","sso_subject");--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_pending_sso_ck" CHECK (("admin_sessions"."pending_sso_issuer" is null) = ("admin_sessions"."pending_sso_subject" is null));--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_sso_link_ck" CHECK (("admin_users"."sso_issuer" is null) = ("admin_users"."sso_subject" is null));