import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import type { RetainedRecordKind } from "@/lib/domain/program/retention";

import { ownedByEmployer } from "./employers";

/**
 * What the law keeps of a person after their erasure (docs/data-retention.md): each credit decision
 * and adverse action notice, the customer identification record, each agreement acceptance — one
 * row each, kept until retain_until, then deleted by the worker. `record` holds what the record is
 * (ids, dates, outcomes, reasons, document descriptions), never a personal value; the personal data
 * a record needs by law (the identifying information of the CIP record, the notice as it was sent,
 * where an acceptance came from) is in `sealed`, AES-256-GCM bound to the row id. No foreign key
 * to employees: the person's row is gone.
 */
export const erasureRecords = pgTable(
  "erasure_records",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployer(),
    employeeId: text("employee_id").notNull(),
    kind: text("kind").$type<RetainedRecordKind>().notNull(),
    record: jsonb("record").$type<Record<string, unknown>>().notNull(),
    sealed: text("sealed"),
    erasedAt: timestamp("erased_at", { withTimezone: true }).notNull(),
    retainUntil: timestamp("retain_until", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("erasure_records_employee_id_idx").on(table.employerId, table.employeeId),
    index("erasure_records_retain_until_idx").on(table.retainUntil),
  ],
);

export type ErasureRecordRow = typeof erasureRecords.$inferSelect;
