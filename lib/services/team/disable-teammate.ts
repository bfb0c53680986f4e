import { and, eq, isNull } from "drizzle-orm";

import { accounts } from "@/db/schema";
import { inTransaction } from "@/db/transaction";

import { recordAudit } from "../audit/record-audit";
import { authorize } from "../authorize";
import type { TeammateRequest } from "../requests";
import { assertNotBreakGlass } from "../hr-sso/assert-not-break-glass";
import { endOtherAdminSessions } from "../sessions/admin-sessions";

import { assertAnotherOwner } from "./team-rules";
import { teammateForChange } from "./teammate-for-change";

/** Disables a teammate: their sessions end at once and they cannot sign in until enabled again. */
export async function disableTeammate({ ctx, adminId }: TeammateRequest) {
  authorize(ctx.actor, "team.manage");
  return inTransaction(ctx, async (tx) => {
    const person = await teammateForChange({ ctx: tx, adminId });
    if (person.disabledAt) return person;
    if (person.role === "owner") await assertAnotherOwner({ ctx: tx, employerId: tx.employerId, adminId });
    await assertNotBreakGlass({ ctx: tx, employerId: tx.employerId, adminId });
    const [changed] = await tx.db
      .update(accounts)
      .set({ disabledAt: new Date() })
      .where(and(eq(accounts.id, adminId), isNull(accounts.disabledAt)))
      .returning({ disabledAt: accounts.disabledAt });
    await endOtherAdminSessions({ ctx: tx, accountId: adminId, reason: "disabled" });
    await recordAudit({ ctx: tx, entry: { action: "team.disabled", target: { type: "admin", id: adminId } } });
    return changed ? { ...person, disabledAt: changed.disabledAt } : person;
  });
}
