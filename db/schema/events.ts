import { sql } from "drizzle-orm";
import { bigint, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { apiClients } from "./api-clients";
import { createdAt, updatedAt } from "./columns";
import { employers } from "./employers";

/**
 * PostgreSQL's 64-bit transaction id (`xid8`, PostgreSQL 13+), as its decimal text: both drivers
 * return it as a string, and it never leaves SQL comparisons except inside a cursor.
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

// The transactional outbox: a row is written in the same transaction as the change it reports,
// and the webhook worker delivers from here. It is also the feed partners page through with
// GET /api/events (lib/services/events/list-events.ts), kept for EVENT_RETENTION_DAYS.
export const events = pgTable(
  "events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    // Null only for a test event (POST /api/webhook-endpoints/{id}/test), which is about no employer.
    employerId: text("employer_id").references(() => employers.id, { onDelete: "cascade" }),
    employeeId: text("employee_id"),
    // Set when the event is only for one API client (its own endpoint's state, a test): only that
    // client's endpoints receive it and only that client lists it.
    clientId: text("client_id").references(() => apiClients.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    // The feed's position: the writing transaction's id, then the order of writing. A reader
    // serves only events whose transaction is older than its snapshot's xmin, so every event before
    // a cursor is final (docs/webhooks.md#catching-up explains why created_at or a serial is not).
    xactId: xid8("xact_id")
      .notNull()
      .default(sql`pg_current_xact_id()`),
    ordinal: bigint("ordinal", { mode: "bigint" }).notNull().generatedByDefaultAsIdentity(),
    // 1, 2, 3 … per employee, without gaps, in commit order (employees.event_sequence, locked by
    // the event's transaction); null for an event about no employee.
    employeeSequence: integer("employee_sequence"),
  },
  (table) => [
    // No index on created_at: the feed, the pruner and the per-employee timeline all read in
    // position or sequence order, and each index here is paid on every event an import writes.
    uniqueIndex("events_position_uq").on(table.xactId, table.ordinal),
    index("events_employer_id_position_idx").on(table.employerId, table.xactId, table.ordinal),
    // Also the employee's timeline (HR's employee page), newest first.
    uniqueIndex("events_employee_id_sequence_uq").on(table.employeeId, table.employeeSequence),
  ],
);

export type EventRow = typeof events.$inferSelect;

/**
 * How far pruning has gone (one row): every event at or before this position is deleted, every
 * event after it is kept. A cursor before it answers 410 cursor_expired, since events after
 * that cursor may be gone, instead of silently skipping them.
 */
export const eventRetention = pgTable("event_retention", {
  id: integer("id").primaryKey(),
  prunedThroughXactId: xid8("pruned_through_xact_id").notNull(),
  prunedThroughOrdinal: bigint("pruned_through_ordinal", { mode: "bigint" }).notNull(),
  prunedAt: timestamp("pruned_at", { withTimezone: true }).notNull(),
});

/**
 * A reader of the events outbox inside the service (the program rules), with its own durable
 * cursor: the position after which it has not yet read, by the feed's rule (events.xact_id,
 * ordinal; only positions below a snapshot's xmin are final, so nothing committing late is
 * skipped). A null position means "start with a sweep of the current rows" (first run, or events
 * pruned before the reader got to them). One worker at a time holds the lease.
 */
export const eventConsumers = pgTable("event_consumers", {
  name: text("name").primaryKey(),
  afterXactId: xid8("after_xact_id"),
  afterOrdinal: bigint("after_ordinal", { mode: "bigint" }),
  leaseToken: text("lease_token"),
  leasedUntil: timestamp("leased_until", { withTimezone: true }),
  lastError: text("last_error"),
  updatedAt: updatedAt(),
});

export type EventConsumerRow = typeof eventConsumers.$inferSelect;
