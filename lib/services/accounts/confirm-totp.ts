import { and, eq, isNull } from "drizzle-orm";

import { accountTotp } from "@/db/schema";
import { verifyTotp } from "@/lib/auth/totp";
import { decrypt } from "@/lib/crypto/encryption";
import { AppError } from "@/lib/errors/app-error";
import { ACCOUNT_ACTIONS, accountTarget } from "@/lib/domain/security/audit";

import { recordAudit } from "../audit/record-audit";

import { hasAnyFactor } from "./factor-store";
import { requireStepUp } from "./step-up";
import { type FactorContext, notifySelf, selfOf, totpContext } from "./own-account";
import { issueRecoveryCodesFor } from "./recovery-codes";

/**
 * Confirms the app with a first code. The person's first factor also brings ten recovery codes,
 * shown this once. Returns them (or an empty list when the person already had a factor).
 */
export async function confirmTotp({ ctx, code }: { ctx: FactorContext; code: string }): Promise<string[]> {
  const { accountId, realm } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const hadFactor = await hasAnyFactor({ ctx, accountId });
  const [pending] = await ctx.db.select().from(accountTotp).where(eq(accountTotp.accountId, accountId));
  if (!pending || pending.confirmedAt)
    throw new AppError("invalid_request", "Start adding the authenticator app first.");
  const check = await verifyTotp({
    secret: decrypt(pending.secretEncrypted, totpContext(accountId)),
    code,
    lastStep: pending.lastStep,
    now: new Date(),
  });
  if (!check.ok)
    throw new AppError("validation_failed", "The code is not right. Enter the code the app shows now.", {
      errors: [{ path: "/code", code: "totp_code_wrong", message: "The code is not right." }],
    });
  await ctx.db
    .update(accountTotp)
    .set({ confirmedAt: new Date(), lastStep: check.step })
    .where(and(eq(accountTotp.accountId, accountId), isNull(accountTotp.confirmedAt)));
  await recordAudit({
    ctx,
    entry: {
      action: ACCOUNT_ACTIONS[realm].factor_added,
      target: accountTarget(realm, accountId),
      details: { factor: "totp" },
    },
  });
  const codes = hadFactor ? [] : await issueRecoveryCodesFor({ ctx, accountId, realm });
  await notifySelf({ ctx, change: { kind: "totp_added" } });
  return codes;
}
