import type { EmployerSsoRow } from "@/db/schema";
import { beginSignIn, OidcDiscoveryError, type OidcConfiguration } from "@/lib/auth/oidc";
import { hashSsoState, type SsoAttempt } from "@/lib/auth/sso-attempt";
import { logger } from "@/lib/logger";

import { configurationOf, SsoSignInError, ssoRedirectUri } from "./sso-sign-in";

/**
 * Starts a single sign-on with the employer's provider: the URL to send the person to, and the
 * attempt (the state's hash, the nonce, the PKCE verifier) for the caller to seal into the
 * browser's cookie. Nothing is written here: the start is public.
 */
export async function startSsoSignIn({
  sso,
  email,
}: {
  sso: EmployerSsoRow;
  email: string;
}): Promise<{ url: string; attempt: SsoAttempt }> {
  let configuration: OidcConfiguration;
  try {
    configuration = await configurationOf(sso, sso.employerId);
  } catch (error) {
    if (!(error instanceof OidcDiscoveryError)) throw error;
    logger.warn({ employerId: sso.employerId, reason: error.reason, detail: error.detail }, "SSO discovery failed");
    throw new SsoSignInError("sso_failed");
  }
  const { url, state, nonce, codeVerifier } = await beginSignIn(configuration, {
    redirectUri: ssoRedirectUri(),
    scopes: sso.scopes,
    loginHint: email.trim(),
  });
  return { url, attempt: { employerId: sso.employerId, stateHash: hashSsoState(state), nonce, codeVerifier } };
}
