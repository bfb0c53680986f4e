import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import type { RequirementKey } from "@/lib/domain/onboarding/requirements";

import { ownedByEmployer } from "./employers";

/**
 * One bucket of an employer's people: the projection's columns that HR's funnel and the table's
 * filters count by (employees.requirements_complete, requirements_unmet, waiting_on_owner,
 * waiting_on_requirement, needs_hr_action). Nobody waiting is '' rather than null, so that a
 * bucket is one row of a unique index.
 */
const bucketColumns = () => ({
  complete: boolean("complete").notNull(),
  unmet: text("unmet").array().$type<RequirementKey[]>().notNull(),
  owner: text("owner").notNull(),
  requirement: text("requirement").notNull(),
  needsHrAction: boolean("needs_hr_action").notNull(),
});

/**
 * How many of an employer's people are in each bucket, as of the last fold. Kept by PostgreSQL
 * itself: triggers on `employees` (migration 0050) append every change to employee_count_changes,
 * and the worker folds those in here (lib/jobs/fold-employee-counts.ts). A count is
 * this row plus the changes not folded yet, read in one statement: exact, whatever the worker does.
 */
export const employeeCounts = pgTable(
  "employee_counts",
  {
    ...ownedByEmployer(),
    ...bucketColumns(),
    employees: integer("employees").notNull(),
  },
  (table) => [
    uniqueIndex("employee_counts_bucket_uq").on(
      table.employerId,
      table.complete,
      table.unmet,
      table.owner,
      table.requirement,
      table.needsHrAction,
    ),
  ],
);

/**
 * Changes not folded yet: +n into a bucket, −n out of one. Only ever inserted (by the triggers)
 * and deleted (by the fold), so concurrent writers never wait on each other here. No foreign key:
 * the triggers also write while an employer's people are being deleted with it.
 */
export const employeeCountChanges = pgTable(
  "employee_count_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    employerId: text("employer_id").notNull(),
    ...bucketColumns(),
    delta: integer("delta").notNull(),
  },
  (table) => [index("employee_count_changes_employer_id_idx").on(table.employerId)],
);
