import { accountPasskeys } from "@/db/schema";
import { verifyPasskeyRegistration } from "@/lib/auth/webauthn";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import { ACCOUNT_ACTIONS, accountTarget } from "@/lib/domain/security/audit";

import { recordAudit } from "../audit/record-audit";

import { hasAnyFactor, relyingPartyFor } from "./factor-store";
import { requireStepUp } from "./step-up";
import { type FactorContext, notifySelf, selfOf } from "./own-account";
import { issueRecoveryCodesFor } from "./recovery-codes";
import { takeChallenge } from "./passkey-challenges";

/** Registers the passkey the browser made; the person's first factor also brings recovery codes. */
export async function registerPasskey({
  ctx,
  response,
  name,
}: {
  ctx: FactorContext;
  response: unknown;
  name: string;
}): Promise<{ passkey: typeof accountPasskeys.$inferSelect; recoveryCodes: string[] }> {
  const { accountId, realm } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const expectedChallenge = await takeChallenge({ ctx, response, purpose: "register", accountId });
  const refusedPasskey = () =>
    new AppError("validation_failed", "The passkey could not be added. Try again.", {
      errors: [{ path: "/response", code: "passkey_refused", message: "The passkey could not be verified." }],
    });
  if (!expectedChallenge) throw refusedPasskey();
  const result = await verifyPasskeyRegistration({ rp: relyingPartyFor(realm), response, expectedChallenge });
  if (!result.ok) throw refusedPasskey();
  const hadFactor = await hasAnyFactor({ ctx, accountId });
  const [passkey] = await ctx.db
    .insert(accountPasskeys)
    .values({
      id: createId("pkey"),
      accountId,
      credentialId: result.credentialId,
      publicKey: result.publicKey,
      counter: result.counter,
      transports: [...result.transports],
      name,
      backedUp: result.backedUp,
    })
    .onConflictDoNothing()
    .returning();
  if (!passkey) throw refusedPasskey();
  await recordAudit({
    ctx,
    entry: {
      action: ACCOUNT_ACTIONS[realm].factor_added,
      target: accountTarget(realm, accountId),
      details: { factor: "passkey", passkeyId: passkey.id },
    },
  });
  const recoveryCodes = hadFactor ? [] : await issueRecoveryCodesFor({ ctx, accountId, realm });
  await notifySelf({ ctx, change: { kind: "passkey_added", name: passkey.name } });
  return { passkey, recoveryCodes };
}
