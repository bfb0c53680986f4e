import { discoverIssuer, type OidcConfiguration } from "@/lib/auth/oidc";
import { getEnv } from "@/lib/env";

import { SsoSignInError } from "../hr-sso/sso-sign-in";

// The operators' optional single sign-on with the program's own OpenID provider
// (docs/operator.md#single-sign-on), set by the deployment (OPERATOR_SSO_*), never by a request.

export type OperatorSsoSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string[];
  /** What the sign-in page's button names. */
  name: string;
};

/** The deployment's settings, or undefined when the console has no single sign-on. */
export function operatorSsoSettings(): OperatorSsoSettings | undefined {
  const env = getEnv();
  const {
    OPERATOR_SSO_ISSUER: issuer,
    OPERATOR_SSO_CLIENT_ID: clientId,
    OPERATOR_SSO_CLIENT_SECRET: clientSecret,
  } = env;
  const domains = env.OPERATOR_SSO_EMAIL_DOMAINS;
  if (!issuer || !clientId || !clientSecret || !domains?.length) return undefined;
  return { issuer, clientId, clientSecret, domains, name: env.OPERATOR_SSO_NAME ?? new URL(issuer).host };
}

/** The settings, or the refusal a sign-in page says in words. */
export function requireOperatorSso(): OperatorSsoSettings {
  const settings = operatorSsoSettings();
  if (!settings) throw new SsoSignInError("sso_not_configured");
  return settings;
}

/** Where the provider sends operators back: to register with it, exactly (no query). */
export const operatorSsoRedirectUri = () => `${getEnv().PUBLIC_BASE_URL}/api/operator/sso/callback`;

/** The provider's configuration (discovered, cached); plain http only outside production. */
export const operatorSsoConfiguration = (settings: OperatorSsoSettings): Promise<OidcConfiguration> =>
  discoverIssuer({
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    allowInsecure: getEnv().APP_ENV !== "production",
  });
