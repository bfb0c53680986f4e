import { eq } from "drizzle-orm";

import { accounts, accountTotp } from "@/db/schema";
import { generateTotpSecret, totpQrSvg, totpUri } from "@/lib/auth/totp";
import { encrypt } from "@/lib/crypto/encryption";
import { REALM_DISPLAY_NAMES } from "@/lib/domain/accounts/realms";
import { AppError } from "@/lib/errors/app-error";

import { requireStepUp } from "./step-up";
import { type FactorContext, selfOf, totpContext } from "./own-account";

/**
 * Starts adding an authenticator app: a new secret (replacing one not confirmed yet), as a QR code
 * and as text. A confirmed app must be removed first (there is one per person).
 */
export async function setupTotp({ ctx }: { ctx: FactorContext }) {
  const { accountId, realm } = selfOf(ctx.actor);
  await requireStepUp({ ctx });
  const [person] = await ctx.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  const [existing] = await ctx.db.select().from(accountTotp).where(eq(accountTotp.accountId, accountId));
  if (existing?.confirmedAt)
    throw new AppError("invalid_request", "An authenticator app is already set up: remove it first to add another.");
  const secret = generateTotpSecret();
  const secretEncrypted = encrypt(secret, totpContext(accountId));
  await ctx.db
    .insert(accountTotp)
    .values({ accountId, secretEncrypted })
    .onConflictDoUpdate({
      target: accountTotp.accountId,
      set: { secretEncrypted, lastStep: null, createdAt: new Date() },
    });
  const uri = totpUri({ issuer: REALM_DISPLAY_NAMES[realm], email: person?.email ?? accountId, secret });
  return { secret, uri, qrSvg: await totpQrSvg(uri) };
}
