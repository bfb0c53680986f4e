import { inviteEmployees, type InviteResult } from "../admin/invite-employees";
import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";
import { personEmployerContext, recordSupportAction } from "./person-context";

/**
 * Support's safe fix for "I never got the e-mail": the invitation HR sends, e-mailed to the
 * person's own address (never handed to the operator), under the same rules — not to someone
 * already done or stopped, nor twice within a day, within the employer's hourly limit
 * (`allowSend`), and not for a suspended employer. Says what happened, as HR's invite does.
 */
export async function resendPersonInvitation({
  ctx,
  employeeId,
  baseUrl,
  allowSend,
}: {
  ctx: ServiceContext;
  employeeId: string;
  baseUrl: string;
  allowSend: (employerId: string) => Promise<boolean>;
}): Promise<InviteResult> {
  authorizeOperator({ actor: ctx.actor, permission: "people.fix" });
  const { employerCtx, employer } = await personEmployerContext({ ctx, employeeId });
  const [result] = await inviteEmployees({
    ctx: employerCtx,
    selection: { employeeIds: [employeeId] },
    baseUrl,
    allowSend: () => allowSend(employer.id),
  });
  // inviteEmployees answers for every id it was given: one here.
  const outcome = result!;
  await recordSupportAction({
    ctx,
    action: "support.invitation_sent",
    employeeId,
    employerId: employer.id,
    details: { status: outcome.status },
  });
  return outcome;
}
