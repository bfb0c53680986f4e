import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The audit trail (docs/security.md#audit-trail): who did what, kept AUDIT_RETENTION_DAYS (7 years
// by default) apart from events. A request writes its entry to audit_queue in its own transaction;
// the worker seals queued entries into audit_records, one chain per employer, each record carrying
// its chain sequence and the hash of its content and of the record before it
// (lib/domain/security/audit-chain.ts). Sealing in the background keeps requests off a per-employer chain
// head, which would otherwise serialise every audited write of an employer.

const auditColumns = () => ({
  id: text("id").primaryKey(),
  // Null for what belongs to no employer: a sign-in with an unknown e-mail, the operator's CLIs.
  employerId: text("employer_id"),
  occurredAt: timestamp("occurred_at", { withTimezone: true, precision: 3 }).notNull(),
  actorType: text("actor_type").notNull(),
  actorId: text("actor_id").notNull(),
  actorRole: text("actor_role"),
  action: text("action").notNull(),
  targetType: text("target_type"),
  targetId: text("target_id"),
  // Names and ids only: the fields a change touched, never a personal value (lib/domain/security/audit.ts).
  details: jsonb("details").$type<Record<string, unknown>>().notNull(),
  requestId: text("request_id"),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
});

/**
 * Entries not sealed yet, in the order they were written. The sealer moves them into audit_records
 * through audit_seal() (migration 0038); triggers refuse UPDATE and TRUNCATE, and a DELETE whose
 * transaction does not leave a record saying the same thing.
 */
export const auditQueue = pgTable("audit_queue", {
  ...auditColumns(),
  ordinal: bigint("ordinal", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
});

/**
 * The sealed trail. Append-only: a trigger (migration 0031) refuses UPDATE and TRUNCATE from every
 * role, and DELETE of a record before its retain_until; with a role of its own (MIGRATION_DATABASE_URL)
 * the app may only read and append, and purges through audit_purge_expired() (migration 0038).
 */
export const auditRecords = pgTable(
  "audit_records",
  {
    ...auditColumns(),
    sequence: bigint("sequence", { mode: "number" }).notNull(),
    previousHash: text("previous_hash").notNull(),
    hash: text("hash").notNull(),
    // The id of the data key whose HMAC `hash` is (lib/services/audit/audit-chain-keys.ts); null for
    // a record sealed before the chain was keyed, whose hash is a plain SHA-256.
    hashKey: text("hash_key"),
    retainUntil: timestamp("retain_until", { withTimezone: true }).notNull(),
    sealedAt: timestamp("sealed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One chain per employer; the null employer's records form the platform's chain.
    uniqueIndex("audit_records_chain_uq").on(sql`coalesce(${table.employerId}, '')`, table.sequence),
    index("audit_records_retain_until_idx").on(table.retainUntil),
  ],
);

/**
 * What the retention purge removed from the head of each chain: through which sequence, and that
 * record's hash, which the first record kept links to. A chain that starts after 1 without a mark
 * that says so lost its first records some other way. Append-only, like the records.
 */
export const auditPurges = pgTable("audit_purges", {
  id: text("id").primaryKey(),
  employerId: text("employer_id"),
  throughSequence: bigint("through_sequence", { mode: "number" }).notNull(),
  throughHash: text("through_hash").notNull(),
  records: bigint("records", { mode: "number" }).notNull(),
  purgedAt: timestamp("purged_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AuditRecordRow = typeof auditRecords.$inferSelect;
export type AuditQueueRow = typeof auditQueue.$inferSelect;
