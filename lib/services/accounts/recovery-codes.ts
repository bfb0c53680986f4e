import { eq } from "drizzle-orm";

import { accountRecoveryCodes } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { generateRecoveryCodes, hashRecoveryCode } from "@/lib/auth/recovery-codes";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import type { Realm } from "@/lib/domain/accounts/realms";
import { ACCOUNT_ACTIONS, accountTarget } from "@/lib/domain/security/audit";

import { recordAudit } from "../audit/record-audit";
import { hasAnyFactor } from "./factor-store";
import { requireStepUp } from "./step-up";
import { type FactorContext, notifySelf, recoveryKey, selfOf } from "./own-account";

/** Ten new recovery codes, replacing every earlier one (used or not); shown this once, stored as keyed hashes. */
export async function issueRecoveryCodes({ ctx }: { ctx: FactorContext }): Promise<string[]> {
  const { accountId, realm } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  if (!(await hasAnyFactor({ ctx, accountId })))
    throw new AppError(
      "invalid_request",
      "Add a passkey or an authenticator app first: recovery codes stand in for one.",
    );
  const codes = await issueRecoveryCodesFor({ ctx, accountId, realm });
  await notifySelf({ ctx, change: { kind: "recovery_codes_created" } });
  return codes;
}

export async function issueRecoveryCodesFor({
  ctx,
  accountId,
  realm,
}: {
  ctx: FactorContext;
  accountId: string;
  realm: Realm;
}): Promise<string[]> {
  const codes = generateRecoveryCodes();
  const key = recoveryKey();
  await inTransaction(ctx, async (tx) => {
    await tx.db.delete(accountRecoveryCodes).where(eq(accountRecoveryCodes.accountId, accountId));
    await tx.db.insert(accountRecoveryCodes).values(
      codes.map((code) => ({
        id: createId("rcv"),
        accountId,
        codeHash: hashRecoveryCode({ code, key, accountId }),
      })),
    );
  });
  await recordAudit({
    ctx,
    entry: { action: ACCOUNT_ACTIONS[realm].recovery_codes_created, target: accountTarget(realm, accountId) },
  });
  return codes;
}
