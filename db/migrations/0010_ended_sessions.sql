CREATE TABLE "ended_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ended_sessions_expires_at_idx" ON "ended_sessions" USING btree ("expires_at");