import { accountInvites, accounts } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { hashPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors/app-error";

import { asOperatorInvite, inviteInvalid, openInviteWithToken } from "../accounts/invites";
import { recordAudit } from "../audit/record-audit";
import type { TokenRequest } from "../requests";

import { insertOperator, operatorEmail, type OperatorPerson } from "./operator-people";

/** An open operator's invitation by its token (anyone holding the link): what it is for, before accepting. */
export async function previewOperatorInvite({ ctx, token }: TokenRequest) {
  const [found] = await ctx.db
    .select()
    .from(accountInvites)
    .where(openInviteWithToken({ token, realm: "operator" }));
  if (!found) throw inviteInvalid();
  const invite = asOperatorInvite(found);
  return { email: invite.email, name: invite.name, role: invite.role, expiresAt: invite.expiresAt };
}

/**
 * Accepts an operator's invitation: the link is spent in the same statement that checks it (two
 * tabs cannot both use it), and the operator is made in the role chosen — with a password when
 * they chose one (to sign in with it and an authenticator app), or none (a passkey signs them in).
 * Their session enrols a factor before anything else.
 */
export async function acceptOperatorInvite({
  ctx,
  token,
  password,
}: TokenRequest & { password?: string }): Promise<OperatorPerson> {
  const passwordHash = password === undefined ? null : await hashPassword(password);
  return inTransaction(ctx, async (tx) => {
    const [spent] = await tx.db
      .update(accountInvites)
      .set({ acceptedAt: new Date() })
      .where(openInviteWithToken({ token, realm: "operator" }))
      .returning();
    if (!spent) throw inviteInvalid();
    const invite = asOperatorInvite(spent);
    const [taken] = await tx.db.select({ id: accounts.id }).from(accounts).where(operatorEmail(invite.email));
    if (taken) throw new AppError("email_taken", "This e-mail address already has an operator account.");
    const operator = await insertOperator({
      ctx: tx,
      person: { email: invite.email, name: invite.name, role: invite.role, passwordHash },
    });
    await recordAudit({
      ctx: tx,
      entry: {
        action: "operator.joined",
        employerId: null,
        actor: { type: "operator", operatorId: operator.id, role: operator.role },
        target: { type: "operator", id: operator.id },
        details: {
          inviteId: invite.id,
          role: invite.role,
          invitedBy: invite.invitedBy ?? "shell",
          password: password !== undefined,
        },
      },
    });
    return operator;
  });
}
