import { eq } from "drizzle-orm";

import { employees, type EmployeeRow } from "@/db/schema";
import { evaluateRequirements, type RequirementsSnapshot } from "@/lib/domain/onboarding/requirements";
import { requirementsForHr } from "@/lib/domain/onboarding/requirements-for-hr";
import { needsHrAction } from "@/lib/domain/onboarding/waiting-on";
import { whoActsForHr } from "@/lib/domain/onboarding/who-acts";

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
  | "employeeCanAct"
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
  "employeeCanAct",
] as const satisfies ReadonlyArray<keyof ProjectionColumns>;

/**
 * One evaluation as the projection stores it: the HR table's progress, unmet keys and who acts
 * next — as HR may see them (a credit decision made, never its outcome:
 * lib/domain/onboarding/requirements-for-hr.ts) and as every other view says it (lib/domain/onboarding/who-acts.ts): a
 * stopped person waits on nobody, the stop is stored as owner `stopped` with the requirement that
 * says it. Only the projection's readers (HR's table, funnel, export, bulk invite) use these columns.
 */
export function projectionColumns(snapshot: RequirementsSnapshot, now: Date): ProjectionColumns {
  const result = evaluateRequirements(snapshot);
  const hr = requirementsForHr(result);
  const who = whoActsForHr({ result, identityReviewed: snapshot.identityReviewed });
  const base = {
    requirementsComplete: hr.complete,
    requirementsFulfilled: hr.requirements.filter((r) => r.fulfilled).length,
    requirementsUnmet: hr.requirements.filter((r) => !r.fulfilled).map((r) => r.key),
    requirementsEvaluatedAt: now,
  };
  switch (who.kind) {
    case "stopped":
      return {
        ...base,
        waitingOnOwner: "stopped",
        waitingOnRequirement: who.requirement,
        waitingOnStatus: "failed",
        needsHrAction: false,
        employeeCanAct: false,
      };
    case "waiting":
      return {
        ...base,
        waitingOnOwner: who.waiting.owner,
        waitingOnRequirement: who.waiting.requirement,
        waitingOnStatus: who.waiting.status,
        needsHrAction: needsHrAction(who.waiting),
        employeeCanAct: who.employeeCanAct,
      };
    case "complete":
    case "decided":
      return {
        ...base,
        waitingOnOwner: null,
        waitingOnRequirement: null,
        waitingOnStatus: null,
        needsHrAction: false,
        employeeCanAct: false,
      };
  }
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
  const { db } = ctx;
  const [employee] =
    row?.id === employeeId ? [row] : await db.select().from(employees).where(eq(employees.id, employeeId));
  if (!employee) return;
  const snapshot = await loadRequirementsSnapshot({ ctx: ctx, employee, now });
  await db.update(employees).set(projectionColumns(snapshot, now)).where(eq(employees.id, employeeId));
}
