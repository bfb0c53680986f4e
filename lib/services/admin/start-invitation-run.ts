import { and, count, isNull, sql } from "drizzle-orm";

import { employees, invitationRunRecipients, invitationRuns } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { createId } from "@/lib/ids";
import type { AdminEmployeesFilter, InviteOutcome } from "@/lib/schemas/admin";

import { actorId, type EmployerContext } from "../context";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";
import { assertEmployerActive } from "../employers/employer-active";

import { skipReasonSql } from "./invite-employees";
import { adminEmployeeFilter } from "./list-admin-employees";
import { invitationRunView } from "./invitation-run-progress";

/**
 * Invites everyone the table's filters select, however many: the selection is taken now, in one
 * transaction — the people an invitation can help queued one row each, the rest counted by why
 * not (skipReason, in SQL) — and the worker e-mails them at the employer's invitation throttle
 * (lib/jobs/send-invitation-runs.ts), checking each person again when their turn comes.
 */
export async function startInvitationRun({
  ctx,
  filter,
  now = new Date(),
}: {
  ctx: EmployerContext;
  filter: AdminEmployeesFilter;
  now?: Date;
}) {
  authorize(ctx.actor, "employees.invite");
  await assertEmployerActive({ ctx, employerId: ctx.employerId });
  const id = createId("irun");
  const where = adminEmployeeFilter(ctx.employerId, filter);
  const reason = skipReasonSql(now);
  return inTransaction(ctx, async (tx) => {
    const tally = await tx.db
      .select({ reason: reason.as("reason"), n: count() })
      .from(employees)
      .where(where)
      .groupBy(sql`1`);
    const skipped: Partial<Record<InviteOutcome, number>> = {};
    let selected = 0;
    for (const row of tally) {
      selected += Number(row.n);
      if (row.reason) skipped[row.reason] = Number(row.n);
    }
    const [run] = await tx.db
      .insert(invitationRuns)
      .values({ id, employerId: ctx.employerId, requestedBy: actorId(ctx.actor), filter, selected, skipped })
      .returning();
    // In name order, the order the worker sends in (by the identity key).
    const queued = tx.db
      .select({ runId: sql<string>`${id}`, employeeId: employees.id })
      .from(employees)
      .where(and(where, isNull(reason)))
      .orderBy(employees.lastName, employees.firstName, employees.id);
    await tx.db.execute(
      sql`insert into ${invitationRunRecipients} (${sql.identifier(invitationRunRecipients.runId.name)}, ${sql.identifier(invitationRunRecipients.employeeId.name)}) ${queued}`,
    );
    await recordAudit({
      ctx: tx,
      entry: {
        action: "employees.invitation_run_started",
        target: { type: "invitation_run", id },
        details: { selected, queued: selected - Object.values(skipped).reduce((a, b) => a + b, 0) },
      },
    });
    return invitationRunView({ ctx: tx, run: run! });
  });
}
