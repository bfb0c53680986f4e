import { and, eq } from "drizzle-orm";

import { employees, identityChecks, type IdentityCheckRow } from "@/db/schema";
import { notifyWork } from "@/db/work-channels";
import { createId } from "@/lib/ids";
import { getIdentityProvider } from "@/lib/providers/identity";
import { currentTraceparent } from "@/lib/telemetry/tracing";

import type { TxContext } from "../context";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

/**
 * Hands a check to the job runner: the check row, the employee PENDING until it settles, and the
 * projection in step — all in the caller's transaction.
 */
export async function queueIdentityCheck({
  ctx,
  employeeId,
  kind,
  evidenceId,
}: {
  ctx: TxContext;
  employeeId: string;
  kind: "standard" | "documentary";
  evidenceId?: string;
}): Promise<IdentityCheckRow> {
  const { db, employerId } = ctx;
  const [check] = await db
    .insert(identityChecks)
    .values({
      id: createId("idv"),
      employerId,
      employeeId,
      kind,
      provider: getIdentityProvider().name,
      evidenceId,
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
