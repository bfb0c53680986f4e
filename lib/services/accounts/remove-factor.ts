import { and, eq } from "drizzle-orm";

import { accountPasskeys, accounts, accountTotp } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { mayRemoveFactor } from "@/lib/domain/accounts/account-rules";
import { ACCOUNT_ACTIONS, accountTarget } from "@/lib/domain/security/audit";
import { AppError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";

import { enrolledFactorsOf } from "./factor-store";
import { type FactorContext, notifySelf, selfOf } from "./own-account";
import { requireStepUp } from "./step-up";

/** One of the person's own factors: the authenticator app, or a passkey by its id. */
export type OwnFactor = { kind: "totp" } | { kind: "passkey"; passkeyId: string };

/**
 * Removes one of the person's own factors, after step-up, where the realm allows it: an operator
 * keeps at least one (`409 last_factor`, lib/domain/accounts/account-rules.ts). The account's row
 * is locked while its factors are counted and one removed, so two removals at once cannot each
 * leave the other's factor as the last. On record in the realm's trail, and told to the person.
 */
export async function removeOwnFactor({ ctx, factor }: { ctx: FactorContext; factor: OwnFactor }): Promise<void> {
  const { accountId, realm } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  await inTransaction(ctx, async (tx) => {
    await tx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
    const held = await enrolledFactorsOf({ ctx: tx, accountId });
    const removed =
      factor.kind === "totp"
        ? await tx.db.delete(accountTotp).where(eq(accountTotp.accountId, accountId)).returning()
        : await tx.db
            .delete(accountPasskeys)
            .where(and(eq(accountPasskeys.id, factor.passkeyId), eq(accountPasskeys.accountId, accountId)))
            .returning();
    if (removed.length === 0)
      throw new AppError(
        "not_found",
        factor.kind === "totp" ? "No authenticator app is set up." : "No passkey with this id.",
      );
    // An app set up but never confirmed is no factor: removing it leaves what the account had.
    const wasFactor = factor.kind === "passkey" || held.totp;
    if (wasFactor && !mayRemoveFactor({ realm, held, removing: factor.kind }))
      throw new AppError(
        "last_factor",
        "Keep a second factor: add a passkey or an authenticator app first, then remove this one.",
      );
  });
  await recordAudit({
    ctx,
    entry: {
      action: ACCOUNT_ACTIONS[realm].factor_removed,
      target: accountTarget(realm, accountId),
      details: factor.kind === "totp" ? { factor: "totp" } : { factor: "passkey", passkeyId: factor.passkeyId },
    },
  });
  await notifySelf({ ctx, change: { kind: factor.kind === "totp" ? "totp_removed" : "passkey_removed" } });
}
