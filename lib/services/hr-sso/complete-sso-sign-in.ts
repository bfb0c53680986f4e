import { eq } from "drizzle-orm";

import { employerSso, type AdminUserRow } from "@/db/schema";
import { completeSignIn, OidcDiscoveryError, type OidcConfiguration } from "@/lib/auth/oidc";
import { stateMatches, type SsoAttempt } from "@/lib/auth/sso-attempt";
import { emailDomain, emailDomainAllowed } from "@/lib/domain/hr/sso-policy";
import { logger } from "@/lib/logger";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";

import { resolveSsoPerson, type SsoSignInOutcome } from "./resolve-sso-person";
import { spendSsoState } from "./spend-sso-state";
import { type SsoRefusal, SsoSignInError, configurationOf, ssoRedirectUri } from "./sso-sign-in";

/**
 * Finishes a single sign-on from the provider's answer. The browser must bring back the attempt it
 * started (its sealed cookie) with the state it was given; the state is then spent, so a replayed
 * callback fails even with the cookie. Then the ID token is checked (openid-client: signature,
 * issuer, audience, expiry, nonce), then the address's domain, then the person
 * (resolve-sso-person.ts): the one linked to the provider's issuer and subject, an existing account
 * with the address (to link once the person proves who they are here, or an owner approved), or a
 * teammate created just in time. Every refusal is on record: in the employer's trail once the
 * cookie names one.
 */
export async function completeSsoSignIn({
  ctx,
  query,
  attempt,
}: {
  ctx: ServiceContext;
  /** The callback's query string, as the provider sent it. */
  query: string;
  /** The attempt the browser's cookie holds; undefined when it brought none (or one that does not open). */
  attempt: SsoAttempt | undefined;
}): Promise<SsoSignInOutcome> {
  const params = new URLSearchParams(query);
  const state = params.get("state");
  const refuse = async (refusal: SsoRefusal, details: Record<string, unknown>, admin?: AdminUserRow) => {
    await recordAudit({
      ctx,
      entry: {
        action: "hr.sign_in_failed",
        employerId: attempt?.employerId ?? null,
        ...(admin ? { target: { type: "admin", id: admin.id } } : {}),
        details: { method: "sso", reason: refusal, ...details },
      },
    });
    return new SsoSignInError(refusal);
  };
  // Not this browser's attempt: a callback URL opened elsewhere, or a cookie gone or out of date.
  if (!attempt) throw await refuse("sso_failed", { binding: "missing" });
  if (!state || state.length > 512 || !stateMatches(attempt, state))
    throw await refuse("sso_failed", { binding: "state_mismatch" });
  if (!(await spendSsoState({ ctx, stateHash: attempt.stateHash })))
    throw await refuse("sso_failed", { binding: "state_spent" });
  const { employerId, nonce, codeVerifier } = attempt;
  const [sso] = await ctx.db.select().from(employerSso).where(eq(employerSso.employerId, employerId));
  if (!sso?.enabled) throw await refuse("sso_not_configured", {});
  let configuration: OidcConfiguration;
  try {
    configuration = await configurationOf(sso, employerId);
  } catch (error) {
    if (!(error instanceof OidcDiscoveryError)) throw error;
    throw await refuse("sso_failed", { provider: error.reason });
  }
  const result = await completeSignIn(configuration, {
    callbackUrl: `${ssoRedirectUri()}?${params.toString()}`,
    expected: { state, nonce, codeVerifier },
    redirectUri: ssoRedirectUri(),
  });
  if (!result.ok) {
    logger.warn({ employerId, reason: result.reason, detail: result.detail }, "SSO sign-in refused");
    throw await refuse("sso_failed", { provider: result.reason });
  }
  const { claims } = result;
  const email = claims.email.trim().toLowerCase();
  if (!emailDomainAllowed(email, sso.allowedDomains))
    throw await refuse("sso_domain_not_allowed", { domain: emailDomain(email) ?? null });
  return resolveSsoPerson({ ctx, sso, claims, email, refuse });
}
