import { accounts, accountInvites } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { hashPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors/app-error";

import { hrEmail, insertAdminUser } from "../accounts/hr-people";
import { recordAudit } from "../audit/record-audit";
import type { TokenRequest } from "../requests";

import { asHrInvite, inviteInvalid, openInviteWithToken } from "../accounts/invites";

/**
 * Accepts an invitation: the link is spent in the same statement that checks it (two tabs cannot
 * both use it), and the person is created in the role chosen, with their password.
 */
export async function acceptTeamInvite({ ctx, token, password }: TokenRequest & { password: string }) {
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx, async (tx) => {
    const [spent] = await tx.db
      .update(accountInvites)
      .set({ acceptedAt: new Date() })
      .where(openInviteWithToken({ token, realm: "hr" }))
      .returning();
    if (!spent) throw inviteInvalid();
    const invite = asHrInvite(spent);
    const [taken] = await tx.db.select({ id: accounts.id }).from(accounts).where(hrEmail(invite.email));
    if (taken) throw new AppError("email_taken", "This e-mail address already has an HR account.");
    const admin = await insertAdminUser({
      ctx: tx,
      person: {
        employerId: invite.employerId,
        email: invite.email,
        name: invite.name,
        role: invite.role,
        passwordHash,
      },
    });
    await recordAudit({
      ctx: tx,
      entry: {
        action: "team.invite_accepted",
        employerId: invite.employerId,
        actor: { type: "admin", adminId: admin.id, employerId: invite.employerId, role: invite.role },
        target: { type: "admin", id: admin.id },
        details: { inviteId: invite.id, role: invite.role, invitedBy: invite.invitedBy },
      },
    });
    return admin;
  });
}
