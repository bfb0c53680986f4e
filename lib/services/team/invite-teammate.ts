import type { HrRole } from "@/lib/domain/hr/hr-roles";

import { requireStepUp } from "../accounts/step-up";
import type { HrInvite } from "../accounts/invites";
import { authorize } from "../authorize";
import type { EmployerContext } from "../context";
import { notifySecurityChange } from "../security-notices/notify-security-change";

import { sendHrInvite } from "./send-hr-invite";

/**
 * An owner invites a teammate by e-mail: a single-use link (only its hash is stored) that expires
 * in 72 hours and makes the person an HR account in the role chosen. An earlier open invitation to
 * the same address is withdrawn; an address that is already an HR account is refused.
 */
export async function inviteTeammate({
  ctx,
  input,
  baseUrl,
}: {
  ctx: EmployerContext;
  input: { email: string; name: string; role: HrRole };
  baseUrl: string;
}): Promise<HrInvite> {
  authorize(ctx.actor, "team.manage");
  await requireStepUp({ ctx });
  const invite = await sendHrInvite({ ctx, input, baseUrl });
  // An owner or an admin invited is someone who could take the employer over: every owner hears
  // of it. A viewer: the person who invited.
  if (ctx.actor.type === "admin")
    await notifySecurityChange({
      ctx,
      holder: { accountId: ctx.actor.adminId, realm: "hr", employerId: ctx.employerId },
      change: { kind: "teammate_invited", email: invite.email, role: input.role },
      audience: input.role === "viewer" ? "self" : "self_and_owners",
    });
  return invite;
}
