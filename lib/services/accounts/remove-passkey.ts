import { and, eq } from "drizzle-orm";

import { accountPasskeys } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { ACCOUNT_ACTIONS, accountTarget } from "@/lib/domain/security/audit";

import { recordAudit } from "../audit/record-audit";

import { requireStepUp } from "./step-up";
import { type FactorContext, notifySelf, selfOf } from "./own-account";

export async function removePasskey({ ctx, passkeyId }: { ctx: FactorContext; passkeyId: string }): Promise<void> {
  const { accountId, realm } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const removed = await ctx.db
    .delete(accountPasskeys)
    .where(and(eq(accountPasskeys.id, passkeyId), eq(accountPasskeys.accountId, accountId)))
    .returning();
  if (removed.length === 0) throw new AppError("not_found", "No passkey with this id.");
  await recordAudit({
    ctx,
    entry: {
      action: ACCOUNT_ACTIONS[realm].factor_removed,
      target: accountTarget(realm, accountId),
      details: { factor: "passkey", passkeyId },
    },
  });
  await notifySelf({ ctx, change: { kind: "passkey_removed" } });
}
