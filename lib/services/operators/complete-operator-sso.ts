import type { OperatorSsoAttempt } from "@/lib/auth/sso-attempt";
import { emailDomain, emailDomainAllowed } from "@/lib/domain/hr/sso-policy";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
import { type SsoRefusal, SsoSignInError } from "../hr-sso/sso-sign-in";
import { verifySsoCallback } from "../hr-sso/verify-sso-callback";

import { operatorEmail, selectOperators, type OperatorPerson } from "./operator-people";
import { operatorSsoConfiguration, operatorSsoRedirectUri, operatorSsoSettings } from "./operator-sso-settings";

/**
 * Finishes an operator's single sign-on from the provider's answer, as HR's does: the browser must
 * bring back the attempt it started (its sealed cookie) with the state it was given, which is then
 * spent (a replayed callback fails even with the cookie); the ID token is checked (signature,
 * issuer, audience, expiry, nonce, a verified e-mail), then the address's domain. The provider
 * vouches for an address, and that is all: the operator must already exist and be enabled (owners
 * invite operators; nobody is made here), and what it proves is the first credential only — the
 * session still owes the operator's own second factor. Every refusal is in the platform's trail.
 */
export async function completeOperatorSso({
  ctx,
  query,
  attempt,
}: {
  ctx: ServiceContext;
  /** The callback's query string, as the provider sent it. */
  query: string;
  /** The attempt the browser's cookie holds; undefined when it brought none (or one that does not open). */
  attempt: OperatorSsoAttempt | undefined;
}): Promise<OperatorPerson> {
  const refuse = async (refusal: SsoRefusal, details: Record<string, unknown>, operator?: OperatorPerson) => {
    await recordAudit({
      ctx,
      entry: {
        action: "operator.sign_in_failed",
        employerId: null,
        ...(operator ? { target: { type: "operator", id: operator.id } } : {}),
        details: { method: "sso", reason: refusal, ...details },
      },
    });
    return new SsoSignInError(refusal);
  };
  const settings = operatorSsoSettings();
  const claims = await verifySsoCallback({
    ctx,
    params: new URLSearchParams(query),
    attempt,
    redirectUri: operatorSsoRedirectUri(),
    configure: async () => {
      if (!settings) throw await refuse("sso_not_configured", {});
      return operatorSsoConfiguration(settings);
    },
    refuse,
  });
  // verifySsoCallback asked `configure`, which refused without the settings.
  const { domains } = settings!;
  const email = claims.email.trim().toLowerCase();
  if (!emailDomainAllowed(email, domains))
    throw await refuse("sso_domain_not_allowed", { domain: emailDomain(email) ?? null });
  const [operator] = await selectOperators({ ctx }).where(operatorEmail(email));
  if (!operator) throw await refuse("sso_no_account", { domain: emailDomain(email) ?? null });
  if (operator.disabledAt) throw await refuse("sso_account_disabled", {}, operator);
  return operator;
}
