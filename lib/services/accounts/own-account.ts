import { derivedKey } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";

import { notifySecurityChange, type SecurityChange } from "../security-notices/notify-security-change";
import { type AccountHolder, authorizeOwnAccount } from "../authorize";
import type { Actor, Origin, ServiceContext } from "../context";

// The person acting on their own account's factors: who they are, where their secrets are sealed,
// and how they are told of a change (docs/security.md#step-up).

export type FactorContext = ServiceContext & { origin?: Origin };

export const totpContext = sealingContexts.accountTotp;
// One key for every realm's recovery codes (each hash is bound to its account's id as well). Its
// purpose keeps the name it had before accounts had realms: a new one would void every code given out.
export const recoveryKey = () => derivedKey("hr-recovery-codes");
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Tells the person a factor of theirs changed (docs/security.md#step-up). */
export const notifySelf = ({ ctx, change }: { ctx: FactorContext; change: SecurityChange }) =>
  notifySecurityChange({ ctx, holder: selfOf(ctx.actor), change, audience: "self" });

/** The person acting on their own account (the account and enrolment pages), HR or operator. */
export const selfOf = (actor: Actor): AccountHolder => authorizeOwnAccount(actor);
