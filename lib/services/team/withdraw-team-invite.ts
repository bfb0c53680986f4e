import { and, eq, isNull } from "drizzle-orm";

import { accountInvites } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";
import { authorize } from "../authorize";
import type { EmployerContext } from "../context";

export async function withdrawTeamInvite({ ctx, inviteId }: { ctx: EmployerContext; inviteId: string }): Promise<void> {
  authorize(ctx.actor, "team.manage");
  const withdrawn = await ctx.db
    .update(accountInvites)
    .set({ withdrawnAt: new Date() })
    .where(
      and(
        eq(accountInvites.id, inviteId),
        eq(accountInvites.employerId, ctx.employerId),
        isNull(accountInvites.acceptedAt),
        isNull(accountInvites.withdrawnAt),
      ),
    )
    .returning();
  if (withdrawn.length === 0) throw new AppError("not_found", "No open invitation with this id.");
  await recordAudit({ ctx, entry: { action: "team.invite_withdrawn", target: { type: "team_invite", id: inviteId } } });
}
