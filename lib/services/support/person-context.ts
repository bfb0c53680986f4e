import { eq } from "drizzle-orm";

import { employees } from "@/db/schema";

import type { AuditAction } from "@/lib/domain/security/audit";

import { recordAudit } from "../audit/record-audit";
import type { EmployerContext, ServiceContext } from "../context";
import { employeeNotFound } from "../employee-scope";
import { operatorEmployerContext } from "../program/operator-employer-context";
import type { ProgramEmployer } from "../program/program-employer";

/**
 * The employer's context an operator reaches one person through, once the caller has authorized
 * the operator (authorizeOperator): scoped to the person's own employer, the operator still the
 * actor, so the employer's trail records who looked or acted. An unknown id is employee_not_found.
 */
export async function personEmployerContext({
  ctx,
  employeeId,
}: {
  ctx: ServiceContext;
  employeeId: string;
}): Promise<{ employerCtx: EmployerContext; employer: ProgramEmployer }> {
  const [person] = await ctx.db
    .select({ employerId: employees.employerId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!person) throw employeeNotFound();
  return operatorEmployerContext({ ctx, employerId: person.employerId });
}

/** Support's look at or fix of a person, in the platform's trail (the employer's records its own). */
export async function recordSupportAction({
  ctx,
  action,
  employeeId,
  employerId,
  details = {},
}: {
  ctx: ServiceContext;
  action: Extract<AuditAction, `support.${string}`>;
  employeeId: string;
  employerId: string;
  details?: Record<string, string>;
}): Promise<void> {
  await recordAudit({
    ctx,
    entry: {
      action,
      employerId: null,
      target: { type: "employee", id: employeeId },
      details: { employerId, ...details },
    },
  });
}
