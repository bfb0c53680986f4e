import { and, eq, isNull, sql } from "drizzle-orm";

import { invitationRunRecipients, invitationRuns } from "@/db/schema";
import { inTransaction } from "@/db/transaction";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

import { getInvitationRun } from "./get-invitation-run";

/** Stops a run: the people not e-mailed yet are not e-mailed. A run already over is left as it is. */
export async function cancelInvitationRun({ ctx, runId }: { ctx: EmployerContext; runId: string }) {
  authorize(ctx.actor, "employees.invite");
  await inTransaction(ctx, async (tx) => {
    const [run] = await tx.db
      .update(invitationRuns)
      .set({ canceledAt: sql`now()` })
      .where(
        and(
          eq(invitationRuns.id, runId),
          eq(invitationRuns.employerId, ctx.employerId),
          isNull(invitationRuns.canceledAt),
          isNull(invitationRuns.finishedAt),
        ),
      )
      .returning();
    if (run) {
      await tx.db
        .update(invitationRunRecipients)
        .set({ status: "canceled" })
        .where(and(eq(invitationRunRecipients.runId, runId), eq(invitationRunRecipients.status, "pending")));
      await recordAudit({
        ctx: tx,
        entry: { action: "employees.invitation_run_canceled", target: { type: "invitation_run", id: runId } },
      });
    }
  });
  return getInvitationRun({ ctx, runId });
}
