-- Partners (issue 40; docs/operator.md#partners): a benefits platform whose API clients serve the
-- employers the program grants it. partner_employers holds the grants; api_client_employers keeps
-- them materialised for each of the partner's clients, so every reader of a client's employers is
-- unchanged. A client with partner_id null is an employer's own, made by its HR.
CREATE TABLE "partner_employers" (
	"partner_id" text NOT NULL,
	"employer_id" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" text NOT NULL,
	CONSTRAINT "partner_employers_pk" PRIMARY KEY("partner_id","employer_id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "partner_id" text;--> statement-breakpoint
ALTER TABLE "partner_employers" ADD CONSTRAINT "partner_employers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_employers" ADD CONSTRAINT "partner_employers_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_employers_employer_id_idx" ON "partner_employers" USING btree ("employer_id");--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;