import { eq } from "drizzle-orm";

import { adminUsers, type AdminUserRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import type { HrRole } from "@/lib/domain/hr/hr-roles";

import { recordAudit } from "../audit/record-audit";
import { authorize } from "../authorize";
import type { TeammateRequest } from "../requests";
import { requireStepUp } from "../accounts/step-up";
import { assertNotBreakGlass } from "../hr-sso/assert-not-break-glass";

import { assertAnotherOwner } from "./team-rules";
import { teammateForChange } from "./teammate-for-change";

/**
 * An owner changes a teammate's role (their own too, while another owner remains). Step-up first.
 * The new role holds from the person's next request: every request reads it.
 */
export async function changeTeammateRole({
  ctx,
  adminId,
  role,
}: TeammateRequest & { role: HrRole }): Promise<AdminUserRow> {
  authorize(ctx.actor, "team.manage");
  await requireStepUp({ ctx });
  return inTransaction(ctx, async (tx) => {
    const person = await teammateForChange({ ctx: tx, adminId });
    if (person.role === role) return person;
    if (person.role === "owner" && !person.disabledAt)
      await assertAnotherOwner({ ctx: tx, employerId: tx.employerId, adminId });
    if (person.role === "owner") await assertNotBreakGlass({ ctx: tx, employerId: tx.employerId, adminId });
    await tx.db.update(adminUsers).set({ role }).where(eq(adminUsers.id, adminId));
    await recordAudit({
      ctx: tx,
      entry: {
        action: "team.role_changed",
        target: { type: "admin", id: adminId },
        details: { from: person.role, to: role },
      },
    });
    return { ...person, role };
  });
}
