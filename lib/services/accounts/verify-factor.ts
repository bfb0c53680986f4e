import { and, eq, isNull, sql } from "drizzle-orm";

import { accountRecoveryCodes, accountTotp } from "@/db/schema";
import { matchRecoveryCode } from "@/lib/auth/recovery-codes";
import { verifyTotp } from "@/lib/auth/totp";
import { decrypt } from "@/lib/crypto/encryption";

import type { AccountQuery } from "../requests";
import { recoveryKey, totpContext } from "./own-account";
import { verifyPasskey } from "./verify-passkey";

/** What a person may give as a second factor: a code from the app or a recovery code, or a passkey's answer. */
export type FactorProof =
  | { method: "totp"; code: string }
  | { method: "recovery_code"; code: string }
  | { method: "passkey"; response: unknown };

// ── Verifying a factor (sign-in's second step, step-up) ─────────────────────────────────────

/**
 * Whether the proof is one of the person's factors, spending what is single-use (the TOTP step, a
 * recovery code, the passkey's challenge) in the same statement that accepts it, so two requests
 * with one code cannot both pass.
 */
export async function verifyFactor({ ctx, accountId, proof }: AccountQuery & { proof: FactorProof }): Promise<boolean> {
  switch (proof.method) {
    case "totp": {
      const [app] = await ctx.db.select().from(accountTotp).where(eq(accountTotp.accountId, accountId));
      if (!app?.confirmedAt) return false;
      const check = await verifyTotp({
        secret: decrypt(app.secretEncrypted, totpContext(accountId)),
        code: proof.code,
        lastStep: app.lastStep,
        now: new Date(),
      });
      if (!check.ok) return false;
      const spent = await ctx.db
        .update(accountTotp)
        .set({ lastStep: check.step })
        .where(
          and(
            eq(accountTotp.accountId, accountId),
            sql`(${accountTotp.lastStep} is null or ${accountTotp.lastStep} < ${check.step})`,
          ),
        )
        .returning();
      return spent.length === 1;
    }
    case "recovery_code": {
      const unused = await ctx.db
        .select()
        .from(accountRecoveryCodes)
        .where(and(eq(accountRecoveryCodes.accountId, accountId), isNull(accountRecoveryCodes.usedAt)));
      const index = matchRecoveryCode({
        typed: proof.code,
        storedHashes: unused.map((row) => row.codeHash),
        key: recoveryKey(),
        accountId,
      });
      if (index === undefined) return false;
      const spent = await ctx.db
        .update(accountRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(accountRecoveryCodes.id, unused[index]!.id), isNull(accountRecoveryCodes.usedAt)))
        .returning();
      return spent.length === 1;
    }
    case "passkey":
      return (
        (await verifyPasskey({ ctx, owner: { accountId }, response: proof.response, purpose: "second_factor" })) ===
        accountId
      );
  }
}
