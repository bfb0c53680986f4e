import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import type { InvitationStatus } from "@/lib/domain/onboarding/invitation-status";

import { belongsTo, createdAt } from "./columns";
import { employees } from "./employees";
import { ownedByEmployer } from "./employers";

/**
 * HR's invitation of everyone a filter selects, however many (lib/services/admin/invitation-runs):
 * the selection is taken once, when HR asks, and the worker e-mails each person at the employer's
 * invitation throttle. `skipped` counts, by reason, the people left out when it was taken.
 */
export const invitationRuns = pgTable(
  "invitation_runs",
  {
    id: text("id").primaryKey(),
    ...ownedByEmployer(),
    requestedBy: text("requested_by").notNull(),
    // The table's filters as HR gave them (lib/schemas/admin.ts AdminEmployeesFilter).
    filter: jsonb("filter").$type<Record<string, string | undefined>>().notNull(),
    selected: integer("selected").notNull(),
    // By reason (lib/schemas/admin.ts INVITE_OUTCOMES).
    skipped: jsonb("skipped").$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("invitation_runs_employer_id_idx").on(table.employerId, table.createdAt)],
);

export type { InvitationStatus };

/**
 * One person of a run: `pending` until the worker claims it (`sending`, committed before the
 * e-mail goes), then `sent`; `skipped` when the person no longer needs it by then (`reason`);
 * `failed` after the mail server refused it every time; `interrupted` when the worker died while
 * sending it — never sent again, so nobody gets two.
 */
export const invitationRunRecipients = pgTable(
  "invitation_run_recipients",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    runId: belongsTo("run_id", () => invitationRuns.id),
    employeeId: belongsTo("employee_id", () => employees.id),
    status: text("status").$type<InvitationStatus>().notNull().default("pending"),
    reason: text("reason"),
    attempts: integer("attempts").notNull().default(0),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("invitation_run_recipients_run_employee_uq").on(table.runId, table.employeeId),
    index("invitation_run_recipients_pending_idx")
      .on(table.runId, table.id)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index("invitation_run_recipients_employee_id_idx").on(table.employeeId),
  ],
);
