import { and, eq, isNull } from "drizzle-orm";

import { accountSessions } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";
import { authorize } from "../authorize";
import type { TeammateRequest } from "../requests";

import { type SessionEndReason, actingAdminId, teammateOrThrow } from "./admin-sessions";

/**
 * Ends sessions at once: one of the person's own (from "Your sessions"), or all of a teammate's
 * (an owner). The cookie still unseals, but every request checks this row.
 */
export async function endAdminSessions({
  ctx,
  adminId,
  id,
  reason,
}: TeammateRequest & {
  /** One session; undefined: all of the person's. */ id?: string;
  reason: SessionEndReason;
}): Promise<number> {
  const self = actingAdminId({ ctx });
  if (adminId !== self) {
    authorize(ctx.actor, "team.manage");
    await teammateOrThrow({ ctx, adminId });
  }
  const ended = await ctx.db
    .update(accountSessions)
    .set({ endedAt: new Date(), endedReason: reason })
    .where(
      and(
        eq(accountSessions.accountId, adminId),
        eq(accountSessions.employerId, ctx.employerId),
        isNull(accountSessions.endedAt),
        id ? eq(accountSessions.id, id) : undefined,
      ),
    )
    .returning({ id: accountSessions.id });
  if (id && ended.length === 0) throw new AppError("not_found", "No open session with this id.");
  if (ended.length > 0)
    await recordAudit({
      ctx,
      entry: {
        action: "hr.session_ended",
        target: { type: "admin", id: adminId },
        details: { sessions: ended.length, reason },
      },
    });
  return ended.length;
}
