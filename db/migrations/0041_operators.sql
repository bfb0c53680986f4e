-- Written by hand, as 0040: invitations become one machinery for both realms (HR's teammates keep
-- theirs, with realm 'hr'; an operator's has no employer), and the operators arrive.
ALTER TABLE "admin_invites" RENAME TO "account_invites";--> statement-breakpoint
ALTER TABLE "account_invites" RENAME CONSTRAINT "admin_invites_pkey" TO "account_invites_pkey";--> statement-breakpoint
ALTER TABLE "account_invites" RENAME CONSTRAINT "admin_invites_employer_id_employers_id_fk" TO "account_invites_employer_id_employers_id_fk";--> statement-breakpoint
ALTER INDEX "admin_invites_token_hash_uq" RENAME TO "account_invites_token_hash_uq";--> statement-breakpoint
ALTER INDEX "admin_invites_employer_id_idx" RENAME TO "account_invites_employer_id_idx";--> statement-breakpoint
ALTER TABLE "account_invites" ADD COLUMN "realm" text DEFAULT 'hr' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_invites" ALTER COLUMN "realm" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "account_invites" ALTER COLUMN "employer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_invites" ALTER COLUMN "invited_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_invites" ADD CONSTRAINT "account_invites_realm_ck" CHECK ("account_invites"."realm" in ('hr', 'operator'));--> statement-breakpoint
ALTER TABLE "account_invites" ADD CONSTRAINT "account_invites_hr_ck" CHECK (("account_invites"."realm" = 'hr') = ("account_invites"."employer_id" is not null) and ("account_invites"."realm" = 'operator' or "account_invites"."invited_by" is not null));--> statement-breakpoint
CREATE TABLE "operators" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "operators_role_ck" CHECK ("operators"."role" in ('owner', 'program', 'support', 'compliance'))
);
--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_id_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
