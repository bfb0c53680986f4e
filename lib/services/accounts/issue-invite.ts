import { and, eq, isNull } from "drizzle-orm";

import { accountInvites, type AccountInviteRow } from "@/db/schema";
import type { Realm } from "@/lib/domain/accounts/realms";
import { createId } from "@/lib/ids";

import { actorId, type QueryContext } from "../context";

import { newInviteToken } from "./invites";

/**
 * Writes an invitation, for either realm: an earlier open invitation to the same address (within
 * the same employer, for HR) is withdrawn, and the new one is made with a fresh token, by the actor,
 * until `ttlMs` from now. Two statements: run it in the caller's transaction, with its audit entry.
 * Returns the row and the token, which only the e-mailed link carries.
 */
export async function issueInvite({
  ctx,
  invite,
}: {
  ctx: QueryContext;
  invite: { realm: Realm; employerId: string | null; email: string; name: string; role: string; ttlMs: number };
}): Promise<{ row: AccountInviteRow; token: string }> {
  const { token, tokenHash } = newInviteToken();
  const now = new Date();
  await ctx.db
    .update(accountInvites)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(accountInvites.realm, invite.realm),
        invite.employerId === null
          ? isNull(accountInvites.employerId)
          : eq(accountInvites.employerId, invite.employerId),
        eq(accountInvites.email, invite.email),
        isNull(accountInvites.acceptedAt),
        isNull(accountInvites.withdrawnAt),
      ),
    );
  const [row] = await ctx.db
    .insert(accountInvites)
    .values({
      id: createId(invite.realm === "hr" ? "tinv" : "oinv"),
      realm: invite.realm,
      employerId: invite.employerId,
      email: invite.email,
      name: invite.name,
      role: invite.role,
      tokenHash,
      invitedBy: actorId(ctx.actor),
      expiresAt: new Date(now.getTime() + invite.ttlMs),
    })
    .returning();
  return { row: row!, token };
}
