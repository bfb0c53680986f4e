import { eq } from "drizzle-orm";

import { accountTotp } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { ACCOUNT_ACTIONS, accountTarget } from "@/lib/domain/security/audit";

import { recordAudit } from "../audit/record-audit";

import { requireStepUp } from "./step-up";
import { type FactorContext, notifySelf, selfOf } from "./own-account";

/** Removes the person's authenticator app (after a step-up, which the route's use case asks first). */
export async function removeTotp({ ctx }: { ctx: FactorContext }): Promise<void> {
  const { accountId, realm } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const removed = await ctx.db.delete(accountTotp).where(eq(accountTotp.accountId, accountId)).returning();
  if (removed.length === 0) throw new AppError("not_found", "No authenticator app is set up.");
  await recordAudit({
    ctx,
    entry: {
      action: ACCOUNT_ACTIONS[realm].factor_removed,
      target: accountTarget(realm, accountId),
      details: { factor: "totp" },
    },
  });
  await notifySelf({ ctx, change: { kind: "totp_removed" } });
}
