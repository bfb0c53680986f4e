import { eq } from "drizzle-orm";

import { employees, type EmployeeRow } from "@/db/schema";
import { evaluateRequirements, type RequirementsResult } from "@/lib/domain/requirements";
import { requirementsForHr } from "@/lib/domain/requirements-for-hr";
import { needsHrAction, waitingOn } from "@/lib/domain/waiting-on";

import type { QueryContext } from "../context";

import { loadRequirementsSnapshot } from "./load-requirements-snapshot";

export type ProjectionColumns = Pick<
  EmployeeRow,
  | "requirementsComplete"
  | "requirementsFulfilled"
  | "requirementsUnmet"
  | "requirementsEvaluatedAt"
  | "waitingOnOwner"
  | "waitingOnRequirement"
  | "waitingOnStatus"
  | "needsHrAction"
>;

/** The projection's column names: what every writer of the projection (this file, the import) sets. */
export const PROJECTION_COLUMNS = [
  "requirementsComplete",
  "requirementsFulfilled",
  "requirementsUnmet",
  "requirementsEvaluatedAt",
  "waitingOnOwner",
  "waitingOnRequirement",
  "waitingOnStatus",
  "needsHrAction",
] as const satisfies ReadonlyArray<keyof ProjectionColumns>;

/**
 * One evaluation as the projection stores it: the HR table's progress, unmet keys and who the
 * person is waiting on — as HR may see them (a credit decision made, never its outcome:
 * lib/domain/requirements-for-hr.ts). Only the projection's readers (HR's table, funnel, export)
 * use these columns.
 */
export function projectionColumns(result: RequirementsResult, now: Date): ProjectionColumns {
  const hr = requirementsForHr(result);
  const waiting = waitingOn(hr);
  return {
    requirementsComplete: hr.complete,
    requirementsFulfilled: hr.requirements.filter((r) => r.fulfilled).length,
    requirementsUnmet: hr.requirements.filter((r) => !r.fulfilled).map((r) => r.key),
    requirementsEvaluatedAt: now,
    waitingOnOwner: waiting?.owner ?? null,
    waitingOnRequirement: waiting?.requirement ?? null,
    waitingOnStatus: waiting?.status ?? null,
    needsHrAction: needsHrAction(waiting),
  };
}

/**
 * Re-evaluates one employee's requirements into the projection columns that HR tables and
 * funnels query. Every use case whose write changes a requirement's input calls it, inside the
 * transaction of that write (card writes change no input: card creation has just evaluated them).
 */
export async function refreshRequirementsProjection({
  ctx,
  employeeId,
  now = new Date(),
  row,
}: {
  ctx: QueryContext;
  employeeId: string;
  now?: Date;
  row?: EmployeeRow;
}): Promise<void> {
  const { db: tx } = ctx;
  const [employee] =
    row?.id === employeeId ? [row] : await tx.select().from(employees).where(eq(employees.id, employeeId));
  if (!employee) return;
  const result = evaluateRequirements(await loadRequirementsSnapshot({ ctx: ctx, employee, now }));
  await tx.update(employees).set(projectionColumns(result, now)).where(eq(employees.id, employeeId));
}
