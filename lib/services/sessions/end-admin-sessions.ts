import { authorize } from "../authorize";
import type { TeammateRequest } from "../requests";

import { endAccountSessions } from "./account-sessions";
import { type SessionEndReason, actingAdminId, teammateOrThrow } from "./admin-sessions";

/**
 * Ends every session of an HR person at once: a teammate's (an owner, from the team page), or the
 * person's own. One's own single session ends through endOwnSession (accounts/), as an operator's does.
 */
export async function endAdminSessions({
  ctx,
  adminId,
  reason,
}: TeammateRequest & { reason: SessionEndReason }): Promise<number> {
  if (adminId !== actingAdminId({ ctx })) {
    authorize(ctx.actor, "team.manage");
    await teammateOrThrow({ ctx, adminId });
  }
  return endAccountSessions({ ctx, holder: { accountId: adminId, realm: "hr", employerId: ctx.employerId }, reason });
}
