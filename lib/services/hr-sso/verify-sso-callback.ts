import { completeSignIn, OidcDiscoveryError, type OidcConfiguration, type SsoIdentity } from "@/lib/auth/oidc";
import { stateMatches } from "@/lib/auth/sso-attempt";
import { logger } from "@/lib/logger";

import type { QueryContext } from "../context";

import { spendSsoState } from "./spend-sso-state";
import type { SsoRefusal, SsoSignInError } from "./sso-sign-in";

/** Records a refusal where its door keeps them, and makes the error to throw. */
export type SsoRefuse = (refusal: SsoRefusal, details: Record<string, unknown>) => Promise<SsoSignInError>;

/**
 * A single sign-on callback, either door's: the browser must bring back the attempt it started (its
 * sealed cookie) with the state it was given, which is then spent, so a replayed callback fails
 * even with the cookie; then the provider's answer is checked (openid-client: signature, issuer,
 * audience, expiry, nonce, a verified e-mail). `configure` gives the provider's configuration (or
 * throws the door's own refusal); every refusal goes through `refuse`.
 */
export async function verifySsoCallback<Attempt extends { stateHash: string; nonce: string; codeVerifier: string }>({
  ctx,
  params,
  attempt,
  redirectUri,
  configure,
  refuse,
  logFields = {},
}: {
  ctx: QueryContext;
  params: URLSearchParams;
  attempt: Attempt | undefined;
  redirectUri: string;
  /** The provider's configuration for this attempt, once it is bound to the browser. */
  configure: (attempt: Attempt) => Promise<OidcConfiguration>;
  refuse: SsoRefuse;
  /** What the log line of a provider's refusal names besides the reason (the employer, for HR). */
  logFields?: Record<string, unknown>;
}): Promise<SsoIdentity> {
  const state = params.get("state");
  // Not this browser's attempt: a callback URL opened elsewhere, or a cookie gone or out of date.
  if (!attempt) throw await refuse("sso_failed", { binding: "missing" });
  if (!state || state.length > 512 || !stateMatches(attempt, state))
    throw await refuse("sso_failed", { binding: "state_mismatch" });
  if (!(await spendSsoState({ ctx, stateHash: attempt.stateHash })))
    throw await refuse("sso_failed", { binding: "state_spent" });
  let configuration: OidcConfiguration;
  try {
    configuration = await configure(attempt);
  } catch (error) {
    if (!(error instanceof OidcDiscoveryError)) throw error;
    throw await refuse("sso_failed", { provider: error.reason });
  }
  const result = await completeSignIn(configuration, {
    callbackUrl: `${redirectUri}?${params.toString()}`,
    expected: { state, nonce: attempt.nonce, codeVerifier: attempt.codeVerifier },
    redirectUri,
  });
  if (!result.ok) {
    logger.warn({ ...logFields, reason: result.reason, detail: result.detail }, "SSO sign-in refused");
    throw await refuse("sso_failed", { provider: result.reason });
  }
  return result.claims;
}
