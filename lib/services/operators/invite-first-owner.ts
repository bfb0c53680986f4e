import { and, eq, isNull, not } from "drizzle-orm";

import { accountInvites, accounts, operators } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";

import { newInviteToken } from "../accounts/invites";
import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";

import { operatorEmail, operatorIsActive, selectOperators } from "./operator-people";
import { lockOperators } from "./operator-rules";

/** How long the first owner's link works. */
export const FIRST_OWNER_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Who ran the command, as the server's shell knows them: recorded beside the invitation. */
export type ShellUser = { user: string; host: string };

/**
 * The first operator owner, from the server's own shell (`npm run operator:create`): a one-time
 * link, valid 24 hours, to join and enrol a passkey or an authenticator app. Refused while an
 * active owner exists (one with a factor, not disabled): from then on owners invite operators
 * from the console. Running it again before the link is used withdraws the earlier link; an owner
 * account that joined and never enrolled a factor (it cannot sign in) is removed so its e-mail can
 * be invited afresh. Only the system may ask: this is the door for whoever holds the server.
 */
export async function inviteFirstOperatorOwner({
  ctx,
  email: typed,
  name,
  shell,
}: {
  ctx: ServiceContext;
  email: string;
  name: string;
  shell: ShellUser;
}): Promise<{ url: string; expiresAt: Date }> {
  if (ctx.actor.type !== "system")
    throw new AppError("unauthorized", "The first operator owner is made on the server's shell.");
  const email = typed.trim().toLowerCase();
  const { token, tokenHash } = newInviteToken();
  const expiresAt = new Date(Date.now() + FIRST_OWNER_LINK_TTL_MS);
  await inTransaction(ctx, async (tx) => {
    // Two shells running the command at once make one link.
    await lockOperators({ ctx: tx });
    const [active] = await selectOperators({ ctx: tx })
      .where(and(eq(operators.role, "owner"), operatorIsActive()))
      .limit(1);
    if (active)
      throw new AppError(
        "operator_owner_exists",
        "An operator owner is already active: they invite operators from the console (Operators).",
      );
    const withdrawn = await tx.db
      .update(accountInvites)
      .set({ withdrawnAt: new Date() })
      .where(
        and(
          eq(accountInvites.realm, "operator"),
          isNull(accountInvites.acceptedAt),
          isNull(accountInvites.withdrawnAt),
        ),
      )
      .returning({ id: accountInvites.id });
    // An account with this e-mail that never finished joining (no factor: it cannot sign in) goes;
    // an active operator keeps theirs, and is not made owner by a shell.
    const removed = await tx.db
      .delete(accounts)
      .where(and(operatorEmail(email), not(operatorIsActive())))
      .returning({ id: accounts.id });
    const [taken] = await tx.db.select({ id: accounts.id }).from(accounts).where(operatorEmail(email));
    if (taken)
      throw new AppError("email_taken", "This e-mail address is already an active operator's: an owner changes roles.");
    const inviteId = createId("oinv");
    await tx.db.insert(accountInvites).values({
      id: inviteId,
      realm: "operator",
      email,
      name: name.trim(),
      role: "owner",
      tokenHash,
      invitedBy: null,
      expiresAt,
    });
    await recordAudit({
      ctx: tx,
      entry: {
        action: "operator.invited",
        employerId: null,
        target: { type: "operator_invite", id: inviteId },
        details: {
          role: "owner",
          from: "shell",
          shellUser: shell.user,
          host: shell.host,
          withdrawn: withdrawn.length,
          ...(removed.length > 0 ? { removedUnfinished: removed.map((row) => row.id) } : {}),
        },
      },
    });
  });
  // The token is in the link's fragment: browsers never send it to a server, so no log holds it.
  return { url: `${getEnv().PUBLIC_BASE_URL}/operator/join#${token}`, expiresAt };
}
