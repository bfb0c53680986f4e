import { eq } from "drizzle-orm";

import { accountRecoveryCodes } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { generateRecoveryCodes, hashRecoveryCode } from "@/lib/auth/recovery-codes";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";

import { recordAudit } from "../audit/record-audit";
import { hasAnyFactor } from "./factor-store";
import { requireStepUp } from "./step-up";
import { type FactorContext, notifySelf, recoveryKey, selfOf } from "./own-account";

/** Ten new recovery codes, replacing every earlier one (used or not); shown this once, stored as keyed hashes. */
export async function issueRecoveryCodes({ ctx }: { ctx: FactorContext }): Promise<string[]> {
  const { adminId } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  if (!(await hasAnyFactor({ ctx, adminId })))
    throw new AppError(
      "invalid_request",
      "Add a passkey or an authenticator app first: recovery codes stand in for one.",
    );
  const codes = await issueRecoveryCodesFor({ ctx, adminId });
  await notifySelf({ ctx, change: { kind: "recovery_codes_created" } });
  return codes;
}

export async function issueRecoveryCodesFor({
  ctx,
  adminId,
}: {
  ctx: FactorContext;
  adminId: string;
}): Promise<string[]> {
  const codes = generateRecoveryCodes();
  const key = recoveryKey();
  await inTransaction(ctx, async (tx) => {
    await tx.db.delete(accountRecoveryCodes).where(eq(accountRecoveryCodes.accountId, adminId));
    await tx.db.insert(accountRecoveryCodes).values(
      codes.map((code) => ({
        id: createId("rcv"),
        accountId: adminId,
        codeHash: hashRecoveryCode({ code, key, accountId: adminId }),
      })),
    );
  });
  await recordAudit({ ctx, entry: { action: "hr.recovery_codes_created", target: { type: "admin", id: adminId } } });
  return codes;
}
