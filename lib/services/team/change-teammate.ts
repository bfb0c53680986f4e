import { and, eq, isNull } from "drizzle-orm";

import { adminUsers, type AdminUserRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import type { HrRole } from "@/lib/domain/hr/hr-roles";
import { AppError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";
import { authorize } from "../authorize";
import { type EmployerContext, type TxContext } from "../context";
import { requireStepUp } from "../hr-factors/step-up";
import { assertNotBreakGlass } from "../hr-sso/assert-not-break-glass";
import { endOtherAdminSessions } from "../sessions/admin-sessions";

import { assertAnotherOwner, lockTeam } from "./team-rules";

/** One of the employer's HR people, locked for the change (another employer's id is not found). */
async function teammateForChange(ctx: TxContext, adminId: string): Promise<AdminUserRow> {
  await lockTeam({ ctx, employerId: ctx.employerId });
  const [person] = await ctx.db
    .select()
    .from(adminUsers)
    .where(and(eq(adminUsers.id, adminId), eq(adminUsers.employerId, ctx.employerId)));
  if (!person) throw new AppError("not_found", "No one with this id in your team.");
  return person;
}

/**
 * An owner changes a teammate's role (their own too, while another owner remains). Step-up first.
 * The new role holds from the person's next request: every request reads it.
 */
export async function changeTeammateRole({
  ctx,
  adminId,
  role,
}: {
  ctx: EmployerContext;
  adminId: string;
  role: HrRole;
}): Promise<AdminUserRow> {
  authorize(ctx.actor, "team.manage");
  await requireStepUp({ ctx });
  return inTransaction(ctx, async (tx) => {
    const person = await teammateForChange(tx, adminId);
    if (person.role === role) return person;
    if (person.role === "owner" && !person.disabledAt)
      await assertAnotherOwner({ ctx: tx, employerId: tx.employerId, adminId });
    if (person.role === "owner") await assertNotBreakGlass({ ctx: tx, employerId: tx.employerId, adminId });
    const [changed] = await tx.db.update(adminUsers).set({ role }).where(eq(adminUsers.id, adminId)).returning();
    await recordAudit({
      ctx: tx,
      entry: {
        action: "team.role_changed",
        target: { type: "admin", id: adminId },
        details: { from: person.role, to: role },
      },
    });
    return changed!;
  });
}

/** Disables a teammate: their sessions end at once and they cannot sign in until enabled again. */
export async function disableTeammate({ ctx, adminId }: { ctx: EmployerContext; adminId: string }) {
  authorize(ctx.actor, "team.manage");
  return inTransaction(ctx, async (tx) => {
    const person = await teammateForChange(tx, adminId);
    if (person.disabledAt) return person;
    if (person.role === "owner") await assertAnotherOwner({ ctx: tx, employerId: tx.employerId, adminId });
    await assertNotBreakGlass({ ctx: tx, employerId: tx.employerId, adminId });
    const [changed] = await tx.db
      .update(adminUsers)
      .set({ disabledAt: new Date() })
      .where(and(eq(adminUsers.id, adminId), isNull(adminUsers.disabledAt)))
      .returning();
    await endOtherAdminSessions({ ctx: tx, adminId, reason: "disabled" });
    await recordAudit({ ctx: tx, entry: { action: "team.disabled", target: { type: "admin", id: adminId } } });
    return changed ?? person;
  });
}

export async function enableTeammate({ ctx, adminId }: { ctx: EmployerContext; adminId: string }) {
  authorize(ctx.actor, "team.manage");
  return inTransaction(ctx, async (tx) => {
    const person = await teammateForChange(tx, adminId);
    if (!person.disabledAt) return person;
    const [changed] = await tx.db
      .update(adminUsers)
      .set({ disabledAt: null })
      .where(eq(adminUsers.id, adminId))
      .returning();
    await recordAudit({ ctx: tx, entry: { action: "team.enabled", target: { type: "admin", id: adminId } } });
    return changed!;
  });
}

/**
 * Removes a teammate for good (their sessions and factors go with them). What they did stays in
 * the audit trail under their id.
 */
export async function removeTeammate({ ctx, adminId }: { ctx: EmployerContext; adminId: string }): Promise<void> {
  authorize(ctx.actor, "team.manage");
  await inTransaction(ctx, async (tx) => {
    const person = await teammateForChange(tx, adminId);
    if (person.role === "owner" && !person.disabledAt)
      await assertAnotherOwner({ ctx: tx, employerId: tx.employerId, adminId });
    await assertNotBreakGlass({ ctx: tx, employerId: tx.employerId, adminId });
    await tx.db.delete(adminUsers).where(eq(adminUsers.id, adminId));
    await recordAudit({
      ctx: tx,
      entry: { action: "team.removed", target: { type: "admin", id: adminId }, details: { role: person.role } },
    });
  });
}
