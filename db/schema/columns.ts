import { type AnyPgColumn, integer, text, timestamp } from "drizzle-orm/pg-core";

// Columns and column groups several tables share. Each is a function so that every table gets
// builders of its own: a builder object is never shared between two tables.

/**
 * A row's link to the row it belongs to (its employer, its card, its import): deleting that row
 * deletes this one.
 */
export const belongsTo = <TName extends string>(name: TName, owner: () => AnyPgColumn) =>
  text(name).notNull().references(owner, { onDelete: "cascade" });

/** When the row was written. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** When the row last changed: set on insert, and by every writer that changes it. */
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * What a work queue (lib/queue/queue.ts) claims a row by: the attempts so far, when the row is due
 * next, the lease of the worker that holds it, and why the last attempt failed.
 */
export const workQueueColumns = () => ({
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastError: text("last_error"),
});

/**
 * The W3C traceparent of the request that queued this work (null when tracing is off), so the
 * worker's span for it continues the same trace (lib/telemetry/tracing.ts).
 */
export const traceparent = () => text("traceparent");
