import type { AccountSessionRow } from "@/db/schema";

import { authorize } from "../authorize";
import type { TeammateRequest } from "../requests";

import { openSessionsOf } from "./account-sessions";
import { actingAdminId, teammateOrThrow } from "./admin-sessions";

/**
 * An HR person's open sessions: their own, or — for an owner — a teammate's (the team page).
 * Only the employer's own people: another employer's id is not found.
 */
export async function listAdminSessions({ ctx, adminId }: TeammateRequest): Promise<AccountSessionRow[]> {
  const self = actingAdminId({ ctx });
  if (adminId !== self) {
    authorize(ctx.actor, "team.manage");
    await teammateOrThrow({ ctx, adminId });
  }
  return openSessionsOf({ ctx, holder: { accountId: adminId, realm: "hr", employerId: ctx.employerId } });
}
