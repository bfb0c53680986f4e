import { and, eq } from "drizzle-orm";

import { adminUsers, employerSso } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { AppError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";
import { authorize } from "../authorize";
import type { TeammateRequest } from "../requests";
import { requireStepUp } from "../accounts/step-up";

import { lockTeam } from "./team-rules";

/**
 * An owner lets a teammate's next single sign-on link them without proving anything here — for a
 * person with neither a factor nor a password (the provider created them, and a change of provider
 * took their link), or one who lost their factor. Only as safe as the owner's word, so step-up
 * first; it holds for a day and is spent by the link (lib/domain/hr/sso-policy.ts ssoLinkProof), and
 * a change of provider withdraws it. On record, with who approved.
 */
export async function approveSsoLink({ ctx, adminId }: TeammateRequest): Promise<void> {
  authorize(ctx.actor, "team.manage");
  await requireStepUp({ ctx });
  await inTransaction(ctx, async (tx) => {
    await lockTeam({ ctx: tx, employerId: tx.employerId });
    const [sso] = await tx.db
      .select({ enabled: employerSso.enabled })
      .from(employerSso)
      .where(eq(employerSso.employerId, tx.employerId));
    if (!sso?.enabled) throw new AppError("sso_not_set_up", "Switch single sign-on on first, in Security.");
    const approved = await tx.db
      .update(adminUsers)
      .set({ ssoLinkApprovedAt: new Date() })
      .where(and(eq(adminUsers.id, adminId), eq(adminUsers.employerId, tx.employerId)))
      .returning({ id: adminUsers.id });
    if (approved.length === 0) throw new AppError("not_found", "No one with this id in your team.");
    await recordAudit({ ctx: tx, entry: { action: "team.sso_link_approved", target: { type: "admin", id: adminId } } });
  });
}
