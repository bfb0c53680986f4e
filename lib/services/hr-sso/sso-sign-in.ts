import type { EmployerSsoRow } from "@/db/schema";
import { discoverIssuer, type OidcConfiguration } from "@/lib/auth/oidc";
import { decrypt } from "@/lib/crypto/encryption";
import { getEnv } from "@/lib/env";

import { ssoSecretContext } from "./security-settings";

/** Why a single sign-on did not sign someone in: the sign-in page says it in words. */
export type SsoRefusal =
  | "sso_not_configured"
  | "sso_domain_not_allowed"
  | "sso_failed"
  | "sso_no_role"
  | "sso_account_disabled"
  | "sso_link_needs_approval"
  /** The operator console's: the provider vouches for an address that is no operator's (owners invite operators). */
  | "sso_no_account";

export class SsoSignInError extends Error {
  constructor(readonly refusal: SsoRefusal) {
    super(`single sign-on refused: ${refusal}`);
    this.name = "SsoSignInError";
  }
}

/** Where the provider sends people back: to register with it, exactly (no query). */
export const ssoRedirectUri = () => `${getEnv().PUBLIC_BASE_URL}/api/admin/sso/callback`;

/**
 * The provider's configuration for an employer's settings. Plain http is allowed only outside
 * production (a provider on this machine); the choice is the deployment's, never an employer's.
 */
export function configurationOf(sso: EmployerSsoRow, employerId: string): Promise<OidcConfiguration> {
  return discoverIssuer({
    issuer: sso.issuer,
    clientId: sso.clientId,
    clientSecret: sso.clientSecretEncrypted ? decrypt(sso.clientSecretEncrypted, ssoSecretContext(employerId)) : "",
    allowInsecure: getEnv().APP_ENV !== "production",
  });
}
