import { eq } from "drizzle-orm";

import { accounts } from "@/db/schema";
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
    await tx.db.update(accounts).set({ disabledAt: null }).where(eq(accounts.id, adminId));
    await recordAudit({ ctx: tx, entry: { action: "team.enabled", target: { type: "admin", id: adminId } } });
    return { ...person, disabledAt: null };
  });
}
