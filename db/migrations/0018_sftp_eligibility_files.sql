CREATE TABLE "sftp_account_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"algorithm" text NOT NULL,
	"public_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sftp_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_set_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sftp_file_chunks" (
	"file_id" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "sftp_file_chunks_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sftp_files" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"account_id" text,
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eligibility_files" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_id" text NOT NULL,
	"account_id" text,
	"upload_id" text,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"digest" text NOT NULL,
	"duplicate_of" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"import_id" text,
	"acknowledgement_name" text,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"made_ineligible" integer DEFAULT 0 NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sftp_account_keys" ADD CONSTRAINT "sftp_account_keys_account_id_sftp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sftp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_accounts" ADD CONSTRAINT "sftp_accounts_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_file_chunks" ADD CONSTRAINT "sftp_file_chunks_file_id_sftp_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."sftp_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_files" ADD CONSTRAINT "sftp_files_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sftp_files" ADD CONSTRAINT "sftp_files_account_id_sftp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sftp_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_files" ADD CONSTRAINT "eligibility_files_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_files" ADD CONSTRAINT "eligibility_files_account_id_sftp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sftp_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_files" ADD CONSTRAINT "eligibility_files_upload_id_sftp_files_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."sftp_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_files" ADD CONSTRAINT "eligibility_files_import_id_employee_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."employee_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sftp_account_keys_account_id_public_key_idx" ON "sftp_account_keys" USING btree ("account_id","public_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sftp_accounts_username_idx" ON "sftp_accounts" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sftp_accounts_employer_id_idx" ON "sftp_accounts" USING btree ("employer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sftp_files_employer_id_folder_name_idx" ON "sftp_files" USING btree ("employer_id","folder","name");--> statement-breakpoint
CREATE INDEX "sftp_files_account_id_idx" ON "sftp_files" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eligibility_files_employer_id_digest_idx" ON "eligibility_files" USING btree ("employer_id","digest") WHERE "eligibility_files"."duplicate_of" is null and "eligibility_files"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "eligibility_files_employer_id_received_at_idx" ON "eligibility_files" USING btree ("employer_id","received_at");--> statement-breakpoint
CREATE INDEX "eligibility_files_status_next_attempt_at_idx" ON "eligibility_files" USING btree ("status","next_attempt_at");