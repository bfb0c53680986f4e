import { beginSignIn, OidcDiscoveryError } from "@/lib/auth/oidc";
import { hashSsoState, type OperatorSsoAttempt } from "@/lib/auth/sso-attempt";
import { emailDomainAllowed } from "@/lib/domain/hr/sso-policy";
import { logger } from "@/lib/logger";

import { SsoSignInError } from "../hr-sso/sso-sign-in";
import { operatorSsoConfiguration, operatorSsoRedirectUri, requireOperatorSso } from "./operator-sso-settings";

/**
 * Starts an operator's single sign-on with the program's provider: the URL to send them to, and
 * the attempt (the state's hash, the nonce, the PKCE verifier) for the caller to seal into the
 * browser's cookie. An address outside the listed domains is refused here, before the provider is
 * asked anything. Nothing is written: the start is public.
 */
export async function startOperatorSso({
  email,
}: {
  email: string;
}): Promise<{ url: string; attempt: OperatorSsoAttempt }> {
  const settings = requireOperatorSso();
  if (!emailDomainAllowed(email.trim(), settings.domains)) throw new SsoSignInError("sso_domain_not_allowed");
  let configuration;
  try {
    configuration = await operatorSsoConfiguration(settings);
  } catch (error) {
    if (!(error instanceof OidcDiscoveryError)) throw error;
    logger.warn({ reason: error.reason, detail: error.detail }, "operator SSO discovery failed");
    throw new SsoSignInError("sso_failed");
  }
  const { url, state, nonce, codeVerifier } = await beginSignIn(configuration, {
    redirectUri: operatorSsoRedirectUri(),
    loginHint: email.trim(),
  });
  return { url, attempt: { stateHash: hashSsoState(state), nonce, codeVerifier } };
}
