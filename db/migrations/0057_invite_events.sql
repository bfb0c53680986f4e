ALTER TABLE "sign_in_tokens" ADD COLUMN "expiry_announced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sign_in_tokens_invite_expiry_idx" ON "sign_in_tokens" USING btree ("expires_at") WHERE "sign_in_tokens"."purpose" = 'invite' and "sign_in_tokens"."used_at" is null and "sign_in_tokens"."expiry_announced_at" is null;--> statement-breakpoint
-- Invites that expired before this release are not announced now: a partner would get a burst of stale events.
UPDATE "sign_in_tokens" SET "expiry_announced_at" = now() WHERE "purpose" = 'invite' AND "used_at" IS NULL AND "expires_at" <= now();
