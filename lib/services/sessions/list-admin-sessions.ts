import { and, desc, eq, gt, isNull } from "drizzle-orm";

import { accountSessions, type AccountSessionRow } from "@/db/schema";

import { authorize } from "../authorize";
import type { QueryContext } from "../context";
import type { TeammateRequest } from "../requests";

import { actingAdminId, teammateOrThrow } from "./admin-sessions";

/** A person's sessions still open (not ended, not expired), newest use first. */
async function openSessionsOf(ctx: QueryContext, adminId: string): Promise<AccountSessionRow[]> {
  return ctx.db
    .select()
    .from(accountSessions)
    .where(
      and(
        eq(accountSessions.accountId, adminId),
        isNull(accountSessions.endedAt),
        gt(accountSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(accountSessions.lastSeenAt));
}

/**
 * The signed-in person's own open sessions ("Your sessions"), or — for an owner — a teammate's.
 * Only the employer's own people: another employer's id is not found.
 */
export async function listAdminSessions({ ctx, adminId }: TeammateRequest): Promise<AccountSessionRow[]> {
  const self = actingAdminId({ ctx });
  if (adminId !== self) {
    authorize(ctx.actor, "team.manage");
    await teammateOrThrow({ ctx, adminId });
  }
  const rows = await openSessionsOf(ctx, adminId);
  return rows.filter((row) => row.employerId === ctx.employerId);
}
