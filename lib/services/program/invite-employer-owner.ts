import type { HrInvite } from "../accounts/invites";
import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
import { employerSuspended } from "../employers/employer-active";
import { authorizeOperator } from "../operators/authorize-operator";
import { operatorEmployerContext } from "./operator-employer-context";
import { sendHrInvite } from "../team/send-hr-invite";

/**
 * The program invites an employer's HR owner through the team invitation HR already uses: the
 * person receives the same e-mail and link (72 hours) and joins as the employer's owner, who then
 * invites the rest of the team. A suspended employer is refused (it takes no one new).
 */
export async function inviteEmployerOwner({
  ctx,
  employerId,
  input,
  baseUrl,
}: {
  ctx: ServiceContext;
  employerId: string;
  input: { email: string; name: string };
  baseUrl: string;
}): Promise<HrInvite> {
  authorizeOperator({ actor: ctx.actor, permission: "employers.write" });
  const { employerCtx, employer } = await operatorEmployerContext({ ctx, employerId });
  if (employer.status === "suspended") throw employerSuspended();
  const invite = await sendHrInvite({ ctx: employerCtx, input: { ...input, role: "owner" }, baseUrl });
  await recordAudit({
    ctx,
    entry: {
      action: "employer.owner_invited",
      employerId: null,
      target: { type: "employer", id: employerId },
      details: { inviteId: invite.id },
    },
  });
  return invite;
}
