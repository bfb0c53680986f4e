import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { belongsTo, createdAt } from "./columns";
import { employees } from "./employees";
import { employers } from "./employers";

// An agreement is a document a person accepts (cardholder terms, e-sign consent, …). It has
// versions, identified by their tag; each version has a text per language. employer_id null means
// the agreement applies to every employer's program.
export const agreements = pgTable(
  "agreements",
  {
    id: text("id").primaryKey(),
    employerId: text("employer_id").references(() => employers.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    required: boolean("required").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index("agreements_employer_id_idx").on(table.employerId)],
);

// A version is immutable once written (db/migrations/0044: a trigger refuses UPDATE and DELETE of
// versions and texts): a correction is a new version.
export const agreementVersions = pgTable(
  "agreement_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    agreementId: belongsTo("agreement_id", () => agreements.id),
    tag: text("tag").notNull(),
    // When the version takes effect: before it, the version in force is the one before.
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    // Whether people who accepted an earlier version accept this one again ('required') or are
    // only told of it ('notify'); lib/domain/agreements/binding-acceptance.ts.
    reacceptance: text("reacceptance", { enum: ["required", "notify"] })
      .notNull()
      .default("required"),
    // When and by whom it was published (an operator's id; null for the seed and older versions).
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text("published_by"),
  },
  (table) => [
    uniqueIndex("agreement_versions_agreement_id_tag_uq").on(table.agreementId, table.tag),
    index("agreement_versions_agreement_id_published_at_idx").on(table.agreementId, table.publishedAt),
    check("agreement_versions_reacceptance_check", sql`${table.reacceptance} in ('required', 'notify')`),
  ],
);

export const agreementTexts = pgTable(
  "agreement_texts",
  {
    versionId: integer("version_id")
      .notNull()
      .references(() => agreementVersions.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
  },
  (table) => [uniqueIndex("agreement_texts_version_id_language_uq").on(table.versionId, table.language)],
);

// The legal record of an acceptance: who, when (as stated and as recorded), which version, in
// which language, and which client or session sent it. Rows are never deleted while the person is
// on the program, and updated only to record a withdrawal of an optional agreement (product
// e-mails), with the same who, when and through which door; accepting again after a withdrawal is
// a new row.
export const agreementAcceptances = pgTable(
  "agreement_acceptances",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    employeeId: belongsTo("employee_id", () => employees.id),
    agreementId: belongsTo("agreement_id", () => agreements.id),
    versionId: integer("version_id")
      .notNull()
      .references(() => agreementVersions.id, { onDelete: "restrict" }),
    tag: text("tag").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    actorType: text("actor_type").notNull(),
    actorId: text("actor_id").notNull(),
    requestId: text("request_id"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    // A withdrawn consent: when, who (actor type: partner for the API, employee for the portal),
    // and the request it came in.
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnActorType: text("withdrawn_actor_type"),
    withdrawnActorId: text("withdrawn_actor_id"),
    withdrawnRequestId: text("withdrawn_request_id"),
    withdrawnIpAddress: text("withdrawn_ip_address"),
    withdrawnUserAgent: text("withdrawn_user_agent"),
  },
  (table) => [
    uniqueIndex("agreement_acceptances_employee_id_version_id_uq")
      .on(table.employeeId, table.versionId)
      .where(sql`${table.withdrawnAt} is null`),
    index("agreement_acceptances_employee_id_idx").on(table.employeeId),
  ],
);

export type AgreementRow = typeof agreements.$inferSelect;
export type AgreementVersionRow = typeof agreementVersions.$inferSelect;
export type AgreementAcceptanceRow = typeof agreementAcceptances.$inferSelect;

export const agreementScope = (employerId: string) =>
  sql`(${agreements.employerId} is null or ${agreements.employerId} = ${employerId})`;
