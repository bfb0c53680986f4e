-- Agreements the program publishes (issue 40; docs/operator.md#agreements). A version's
-- published_at is the moment it takes effect (a version published for a later date is not shown
-- before it); recorded_at is when the operator published it, and published_by who.
-- reacceptance says what happens to people who accepted an earlier version: 'required', they
-- accept this one before the requirement is met again; 'notify', their acceptance stands and they
-- are told by e-mail. Every version before this migration asked everybody to accept again.
ALTER TABLE "agreement_versions" ADD COLUMN "reacceptance" text DEFAULT 'required' NOT NULL;
--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_reacceptance_check" CHECK ("reacceptance" in ('required', 'notify'));
--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD COLUMN "published_by" text;
--> statement-breakpoint
-- An acceptance is the legal record of what a person agreed to: the version it names can never go.
ALTER TABLE "agreement_acceptances" DROP CONSTRAINT "agreement_acceptances_version_id_agreement_versions_id_fk";
--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_version_id_agreement_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."agreement_versions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- A published version and its texts are what people were shown: never changed, never removed,
-- whoever asks. A correction is a new version.
CREATE FUNCTION agreement_version_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'published agreement versions are not changed (% on % refused)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER agreement_versions_immutable BEFORE UPDATE OR DELETE ON "agreement_versions" FOR EACH ROW EXECUTE FUNCTION agreement_version_immutable();
--> statement-breakpoint
CREATE TRIGGER agreement_versions_no_truncate BEFORE TRUNCATE ON "agreement_versions" FOR EACH STATEMENT EXECUTE FUNCTION agreement_version_immutable();
--> statement-breakpoint
CREATE TRIGGER agreement_texts_immutable BEFORE UPDATE OR DELETE ON "agreement_texts" FOR EACH ROW EXECUTE FUNCTION agreement_version_immutable();
--> statement-breakpoint
CREATE TRIGGER agreement_texts_no_truncate BEFORE TRUNCATE ON "agreement_texts" FOR EACH STATEMENT EXECUTE FUNCTION agreement_version_immutable();
