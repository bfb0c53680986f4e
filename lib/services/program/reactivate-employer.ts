import { and, eq, isNotNull } from "drizzle-orm";

import { employers } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { AppError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadProgramEmployer, type ProgramEmployer } from "./program-employer";

/** Lifts a suspension: the employer takes new employees, invitations, cards and imports again. */
export async function reactivateEmployer({
  ctx,
  employerId,
}: {
  ctx: ServiceContext;
  employerId: string;
}): Promise<ProgramEmployer> {
  authorizeOperator({ actor: ctx.actor, permission: "employers.write" });
  return inTransaction(ctx, async (tx) => {
    const current = await loadProgramEmployer({ ctx: tx, employerId });
    if (current.offboardingStartedAt)
      throw new AppError("employer_offboarded", "An employer being offboarded stays suspended for good.");
    const changed = await tx.db
      .update(employers)
      .set({ suspendedAt: null, suspensionReason: null })
      .where(and(eq(employers.id, employerId), isNotNull(employers.suspendedAt)))
      .returning({ id: employers.id });
    if (changed.length > 0)
      await recordAudit({
        ctx: tx,
        entry: { action: "employer.reactivated", employerId: null, target: { type: "employer", id: employerId } },
      });
    return loadProgramEmployer({ ctx: tx, employerId });
  });
}
