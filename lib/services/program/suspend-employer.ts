import { and, eq, isNull } from "drizzle-orm";

import { employers } from "@/db/schema";
import { inTransaction } from "@/db/transaction";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadProgramEmployer, type ProgramEmployer } from "./program-employer";

/**
 * Suspends an employer (docs/operator.md#employers): from now on no new employees, invitations,
 * cards or imports — partners, HR and eligibility files are refused with employer_suspended.
 * Cards already issued keep working and everything can still be read: a suspension stops growth
 * while the program and the employer settle something, it is not the end of the contract
 * (offboarding is). Suspending a suspended employer changes nothing.
 */
export async function suspendEmployer({
  ctx,
  employerId,
  reason,
}: {
  ctx: ServiceContext;
  employerId: string;
  reason: string;
}): Promise<ProgramEmployer> {
  authorizeOperator({ actor: ctx.actor, permission: "employers.write" });
  return inTransaction(ctx, async (tx) => {
    await loadProgramEmployer({ ctx: tx, employerId });
    const changed = await tx.db
      .update(employers)
      .set({ suspendedAt: new Date(), suspensionReason: reason })
      .where(and(eq(employers.id, employerId), isNull(employers.suspendedAt)))
      .returning({ id: employers.id });
    if (changed.length > 0)
      await recordAudit({
        ctx: tx,
        entry: {
          action: "employer.suspended",
          employerId: null,
          target: { type: "employer", id: employerId },
          details: { reason },
        },
      });
    return loadProgramEmployer({ ctx: tx, employerId });
  });
}
