import { and, desc, eq, gt, isNull } from "drizzle-orm";

import { accountSessions, type AccountSessionRow } from "@/db/schema";
import { ACCOUNT_ACTIONS, accountTarget } from "@/lib/domain/security/audit";

import { recordAudit } from "../audit/record-audit";
import type { AccountHolder } from "../authorize";
import type { QueryContext, ServiceContext } from "../context";

import type { SessionEndReason } from "./admin-sessions";

// An account's sessions, whatever its realm: read for "Your sessions" (and an HR owner's view of
// a teammate's), ended by the person, an owner, or a change to the account.

/** Whose sessions: the account, and for HR the employer its sessions belong to. */
export type SessionsHolder = Pick<AccountHolder, "accountId" | "realm" | "employerId">;

/** An account's sessions still open (not ended, not expired), newest use first; for HR, of its employer only. */
export async function openSessionsOf({
  ctx,
  holder,
}: {
  ctx: QueryContext;
  holder: SessionsHolder;
}): Promise<AccountSessionRow[]> {
  const rows = await ctx.db
    .select()
    .from(accountSessions)
    .where(
      and(
        eq(accountSessions.accountId, holder.accountId),
        isNull(accountSessions.endedAt),
        gt(accountSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(accountSessions.lastSeenAt));
  return holder.employerId === undefined ? rows : rows.filter((row) => row.employerId === holder.employerId);
}

/**
 * Ends an account's open sessions at once — one (`id`), or all — on record in the realm's trail
 * when any ended. The cookie still unseals, but every request checks the row. Returns how many.
 */
export async function endAccountSessions({
  ctx,
  holder,
  id,
  reason,
}: {
  ctx: ServiceContext;
  holder: SessionsHolder;
  /** One session; undefined: all of the account's. */
  id?: string;
  reason: SessionEndReason;
}): Promise<number> {
  const ended = await ctx.db
    .update(accountSessions)
    .set({ endedAt: new Date(), endedReason: reason })
    .where(
      and(
        eq(accountSessions.accountId, holder.accountId),
        holder.employerId === undefined ? undefined : eq(accountSessions.employerId, holder.employerId),
        isNull(accountSessions.endedAt),
        id ? eq(accountSessions.id, id) : undefined,
      ),
    )
    .returning({ id: accountSessions.id });
  if (ended.length > 0)
    await recordAudit({
      ctx,
      entry: {
        action: ACCOUNT_ACTIONS[holder.realm].session_ended,
        employerId: holder.employerId ?? null,
        target: accountTarget(holder.realm, holder.accountId),
        details: { sessions: ended.length, reason },
      },
    });
  return ended.length;
}
