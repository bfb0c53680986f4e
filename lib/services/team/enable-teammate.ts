import { eq } from "drizzle-orm";

import { adminUsers } from "@/db/schema";
import { inTransaction } from "@/db/transaction";

import { recordAudit } from "../audit/record-audit";
import { authorize } from "../authorize";
import type { TeammateRequest } from "../requests";

import { teammateForChange } from "./teammate-for-change";

export async function enableTeammate({ ctx, adminId }: TeammateRequest) {
  authorize(ctx.actor, "team.manage");
  return inTransaction(ctx, async (tx) => {
    const person = await teammateForChange({ ctx: tx, adminId });
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
