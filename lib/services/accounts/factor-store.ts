import { and, count, eq, isNotNull, isNull } from "drizzle-orm";

import { accountPasskeys, accountRecoveryCodes, accountTotp } from "@/db/schema";
import type { EnrolledFactors } from "@/lib/domain/hr/second-factor";
import { REALM_DISPLAY_NAMES, type Realm } from "@/lib/domain/accounts/realms";
import { getEnv } from "@/lib/env";
import { relyingParty, type RelyingParty } from "@/lib/auth/webauthn";

import type { AccountQuery } from "../requests";

/** What a person has enrolled: for the sign-in's next step, the account page and step-up. */
export async function factorsOf({ ctx, accountId }: AccountQuery) {
  // In turn, not Promise.all: the context may be a transaction's one connection.
  const [totp] = await ctx.db
    .select({ confirmedAt: accountTotp.confirmedAt })
    .from(accountTotp)
    .where(and(eq(accountTotp.accountId, accountId), isNotNull(accountTotp.confirmedAt)));
  const passkeys = await ctx.db.select().from(accountPasskeys).where(eq(accountPasskeys.accountId, accountId));
  const [codes] = await ctx.db
    .select({ left: count() })
    .from(accountRecoveryCodes)
    .where(and(eq(accountRecoveryCodes.accountId, accountId), isNull(accountRecoveryCodes.usedAt)));
  return { totpConfirmedAt: totp?.confirmedAt ?? null, passkeys, recoveryCodesLeft: codes?.left ?? 0 };
}

/** What the person has enrolled, as the sign-in rules weigh it (lib/domain/hr/second-factor.ts). */
export async function enrolledFactorsOf({ ctx, accountId }: AccountQuery): Promise<EnrolledFactors> {
  const factors = await factorsOf({ ctx, accountId });
  return {
    totp: factors.totpConfirmedAt !== null,
    passkeys: factors.passkeys.length,
    recoveryCodesLeft: factors.recoveryCodesLeft,
  };
}

/** Whether the person has a second factor (a confirmed authenticator app or a passkey). */
export async function hasAnyFactor({ ctx, accountId }: AccountQuery): Promise<boolean> {
  const factors = await factorsOf({ ctx, accountId });
  return factors.totpConfirmedAt !== null || factors.passkeys.length > 0;
}

/** Who passkeys are for: this service at its public address (PUBLIC_BASE_URL), named as the realm's door. */
export const relyingPartyFor = (realm: Realm): RelyingParty =>
  relyingParty({ name: REALM_DISPLAY_NAMES[realm], baseUrl: getEnv().PUBLIC_BASE_URL });
