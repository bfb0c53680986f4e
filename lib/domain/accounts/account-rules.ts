import type { Realm } from "./realms";

/**
 * What a realm asks of its accounts beyond the machinery both share (docs/security.md#accounts,
 * docs/operator.md#accounts-factors-and-sessions).
 */
export type AccountRules = {
  /**
   * The account always keeps a second factor (a confirmed authenticator app or a passkey): removing
   * its last one is refused (`409 last_factor`). Operators: a factor is mandatory, with no opt-out.
   * HR: the employer's "require MFA" decides, at the person's next sign-in (they enrol again).
   */
  keepsAFactor: boolean;
  /**
   * Ending one of your own sessions asks for step-up. Operators: every write of the console does,
   * so a stolen session cannot end its owner's. HR: it does not (signing another browser out is
   * not among the changes that could hand the account to someone else).
   */
  stepUpToEndSession: boolean;
};

export const ACCOUNT_RULES: Readonly<Record<Realm, AccountRules>> = {
  hr: { keepsAFactor: false, stepUpToEndSession: false },
  operator: { keepsAFactor: true, stepUpToEndSession: true },
};

/** What an account has as second factors, before a removal. */
export type FactorsHeld = { totp: boolean; passkeys: number };

/** Whether removing one factor (the app, or one passkey) leaves the account any second factor. */
export function leavesAFactor(held: FactorsHeld, removing: "totp" | "passkey"): boolean {
  return removing === "totp" ? held.passkeys > 0 : held.totp || held.passkeys > 1;
}

/** Whether the realm lets an account remove this factor, given what it holds. */
export function mayRemoveFactor({
  realm,
  held,
  removing,
}: {
  realm: Realm;
  held: FactorsHeld;
  removing: "totp" | "passkey";
}): boolean {
  return !ACCOUNT_RULES[realm].keepsAFactor || leavesAFactor(held, removing);
}
