-- Written by hand (drizzle-kit's generator stops on a table renamed with its columns): credentials,
-- factors and sessions move from HR's membership (admin_users) to accounts, which HR and the
-- operators to come share. Every HR person becomes an account of the `hr` realm under the same id,
-- so what is bound to the id stays valid: the TOTP secrets' sealing context (admin_totp.secret:<id>,
-- kept as it was), recovery codes, passkeys, open sessions and the audit trail's actor ids.
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"realm" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"session_version" integer DEFAULT 1 NOT NULL,
	"disabled_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_realm_ck" CHECK ("accounts"."realm" in ('hr', 'operator'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_realm_email_uq" ON "accounts" USING btree ("realm","email");--> statement-breakpoint
INSERT INTO "accounts" ("id", "realm", "email", "name", "password_hash", "session_version", "disabled_at", "last_sign_in_at", "created_at")
	SELECT "id", 'hr', "email", "name", "password_hash", "session_version", "disabled_at", "last_sign_in_at", "created_at" FROM "admin_users";--> statement-breakpoint
ALTER TABLE "admin_totp" RENAME TO "account_totp";--> statement-breakpoint
ALTER TABLE "admin_passkeys" RENAME TO "account_passkeys";--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" RENAME TO "account_recovery_codes";--> statement-breakpoint
ALTER TABLE "admin_sessions" RENAME TO "account_sessions";--> statement-breakpoint
ALTER TABLE "account_totp" RENAME COLUMN "admin_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "account_passkeys" RENAME COLUMN "admin_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "account_recovery_codes" RENAME COLUMN "admin_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "account_sessions" RENAME COLUMN "admin_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "webauthn_challenges" RENAME COLUMN "admin_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "account_totp" RENAME CONSTRAINT "admin_totp_pkey" TO "account_totp_pkey";--> statement-breakpoint
ALTER TABLE "account_passkeys" RENAME CONSTRAINT "admin_passkeys_pkey" TO "account_passkeys_pkey";--> statement-breakpoint
ALTER TABLE "account_recovery_codes" RENAME CONSTRAINT "admin_recovery_codes_pkey" TO "account_recovery_codes_pkey";--> statement-breakpoint
ALTER TABLE "account_sessions" RENAME CONSTRAINT "admin_sessions_pkey" TO "account_sessions_pkey";--> statement-breakpoint
ALTER TABLE "account_sessions" RENAME CONSTRAINT "admin_sessions_pending_sso_ck" TO "account_sessions_pending_sso_ck";--> statement-breakpoint
ALTER INDEX "admin_passkeys_credential_id_uq" RENAME TO "account_passkeys_credential_id_uq";--> statement-breakpoint
ALTER INDEX "admin_passkeys_admin_id_idx" RENAME TO "account_passkeys_account_id_idx";--> statement-breakpoint
ALTER INDEX "admin_recovery_codes_admin_id_idx" RENAME TO "account_recovery_codes_account_id_idx";--> statement-breakpoint
ALTER INDEX "admin_sessions_admin_id_idx" RENAME TO "account_sessions_account_id_idx";--> statement-breakpoint
ALTER TABLE "account_totp" DROP CONSTRAINT "admin_totp_admin_id_admin_users_id_fk";--> statement-breakpoint
ALTER TABLE "account_passkeys" DROP CONSTRAINT "admin_passkeys_admin_id_admin_users_id_fk";--> statement-breakpoint
ALTER TABLE "account_recovery_codes" DROP CONSTRAINT "admin_recovery_codes_admin_id_admin_users_id_fk";--> statement-breakpoint
ALTER TABLE "account_sessions" DROP CONSTRAINT "admin_sessions_admin_id_admin_users_id_fk";--> statement-breakpoint
ALTER TABLE "webauthn_challenges" DROP CONSTRAINT "webauthn_challenges_admin_id_admin_users_id_fk";--> statement-breakpoint
ALTER TABLE "account_totp" ADD CONSTRAINT "account_totp_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_passkeys" ADD CONSTRAINT "account_passkeys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_recovery_codes" ADD CONSTRAINT "account_recovery_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sessions" ALTER COLUMN "employer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_id_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "admin_users_email_uq";--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "created_at";--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "disabled_at";--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "session_version";--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "last_sign_in_at";
