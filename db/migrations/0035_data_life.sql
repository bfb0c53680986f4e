CREATE TABLE "erasure_records" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"kind" text NOT NULL,
	"record" jsonb NOT NULL,
	"sealed" text,
	"erased_at" timestamp with time zone NOT NULL,
	"retain_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "agreement_acceptances_employee_id_version_id_uq";--> statement-breakpoint
ALTER TABLE "identity_evidence" ALTER COLUMN "front_encrypted" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "withdrawn_actor_type" text;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "withdrawn_actor_id" text;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "withdrawn_request_id" text;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "withdrawn_ip_address" text;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "withdrawn_user_agent" text;--> statement-breakpoint
ALTER TABLE "identity_evidence" ADD COLUMN "issuing_country" text;--> statement-breakpoint
ALTER TABLE "identity_evidence" ADD COLUMN "issuing_state" text;--> statement-breakpoint
ALTER TABLE "identity_evidence" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "identity_evidence" ADD COLUMN "number_last_four" text;--> statement-breakpoint
ALTER TABLE "identity_evidence" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_evidence" ADD COLUMN "checked_by" text;--> statement-breakpoint
ALTER TABLE "identity_evidence" ADD COLUMN "check_outcome" text;--> statement-breakpoint
ALTER TABLE "identity_evidence" ADD COLUMN "images_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "erasure_records" ADD CONSTRAINT "erasure_records_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_records_employee_id_idx" ON "erasure_records" USING btree ("employer_id","employee_id");--> statement-breakpoint
CREATE INDEX "erasure_records_retain_until_idx" ON "erasure_records" USING btree ("retain_until");--> statement-breakpoint
CREATE INDEX "identity_evidence_images_kept_idx" ON "identity_evidence" USING btree ("checked_at") WHERE "identity_evidence"."front_encrypted" is not null and "identity_evidence"."checked_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_acceptances_employee_id_version_id_uq" ON "agreement_acceptances" USING btree ("employee_id","version_id") WHERE "agreement_acceptances"."withdrawn_at" is null;--> statement-breakpoint
-- Edited by hand: documents decided before their description was kept count as checked when their
-- check completed, so the image purge (IDENTITY_DOCUMENT_RETENTION_DAYS) reaches them too.
UPDATE "identity_evidence" AS e SET "checked_at" = c."completed_at", "checked_by" = c."provider", "check_outcome" = c."outcome"
FROM "identity_checks" AS c
WHERE c."evidence_id" = e."id" AND c."status" = 'completed' AND c."completed_at" IS NOT NULL AND e."checked_at" IS NULL;
