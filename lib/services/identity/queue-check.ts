import { and, eq } from "drizzle-orm";

import { employees, identityChecks, type EmployeeRow, type IdentityCheckRow } from "@/db/schema";
import { notifyWork } from "@/db/work-channels";
import { createId } from "@/lib/ids";
import { getIdentityProvider } from "@/lib/providers/identity";
import { currentTraceparent } from "@/lib/telemetry/tracing";

import type { TxContext } from "../context";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

import { sealCheckSubject } from "./check-subject";

/**
 * Hands a check to the job runner: the check row with the person's identity data as it is now
 * (sealed: check-subject.ts), the employee PENDING until it settles, and the projection in step —
 * all in the caller's transaction. `employee` is the row as the caller holds it, locked.
 */
export async function queueIdentityCheck({
  ctx,
  employee,
  kind,
  evidenceId,
}: {
  ctx: TxContext;
  employee: EmployeeRow;
  kind: "standard" | "documentary";
  evidenceId?: string | null;
}): Promise<IdentityCheckRow> {
  const { db, employerId } = ctx;
  const employeeId = employee.id;
  const id = createId("idv");
  const [check] = await db
    .insert(identityChecks)
    .values({
      id,
      employerId,
      employeeId,
      kind,
      provider: getIdentityProvider().name,
      evidenceId,
      subjectSealed: sealCheckSubject(id, employee),
      // The worker's span for the check continues the trace of the request that queued it.
      traceparent: currentTraceparent(),
    })
    .returning();
  await db
    .update(employees)
    .set({ onboardingStatus: "PENDING", updatedAt: new Date() })
    .where(and(eq(employees.id, employeeId), eq(employees.employerId, employerId)));
  await refreshRequirementsProjection({ ctx, employeeId });
  await notifyWork(db, "identity");
  return check!;
}
