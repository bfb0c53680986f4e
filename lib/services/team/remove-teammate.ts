import { eq } from "drizzle-orm";

import { adminUsers } from "@/db/schema";
import { inTransaction } from "@/db/transaction";

import { recordAudit } from "../audit/record-audit";
import { authorize } from "../authorize";
import type { TeammateRequest } from "../requests";
import { assertNotBreakGlass } from "../hr-sso/assert-not-break-glass";

import { assertAnotherOwner } from "./team-rules";
import { teammateForChange } from "./teammate-for-change";

/**
 * Removes a teammate for good (their sessions and factors go with them). What they did stays in
 * the audit trail under their id.
 */
export async function removeTeammate({ ctx, adminId }: TeammateRequest): Promise<void> {
  authorize(ctx.actor, "team.manage");
  await inTransaction(ctx, async (tx) => {
    const person = await teammateForChange({ ctx: tx, adminId });
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
