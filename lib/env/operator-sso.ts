import { z } from "zod";

import { normalizeEmailDomain } from "@/lib/domain/hr/sso-policy";

import { area } from "./area";

const SSO_SETTINGS = [
  "OPERATOR_SSO_ISSUER",
  "OPERATOR_SSO_CLIENT_ID",
  "OPERATOR_SSO_CLIENT_SECRET",
  "OPERATOR_SSO_EMAIL_DOMAINS",
] as const;

/**
 * Optional single sign-on for the operator console with the program's own OpenID provider
 * (docs/operator.md#single-sign-on): all four settings or none. It replaces an operator's
 * password, never their second factor; it makes no operator (an owner invites them), and only the
 * listed e-mail domains sign in through it.
 */
export const operatorSso = area({
  fields: {
    OPERATOR_SSO_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
    OPERATOR_SSO_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
    OPERATOR_SSO_CLIENT_SECRET: z.string().min(1).max(500).optional(),
    // Comma-separated, such as `program.example, ops.program.example`; a subdomain only when listed.
    OPERATOR_SSO_EMAIL_DOMAINS: z
      .string()
      .optional()
      .transform((value) =>
        value === undefined
          ? undefined
          : value
              .split(",")
              .map((domain) => domain.trim())
              .filter(Boolean),
      ),
    // What the sign-in page's button names (`Sign in with Okta`); the provider's host when unset.
    OPERATOR_SSO_NAME: z.string().trim().min(1).max(60).optional(),
  },
  check: (env, issue) => {
    const given = SSO_SETTINGS.filter((name) => env[name] !== undefined);
    if (given.length > 0 && given.length < SSO_SETTINGS.length)
      for (const name of SSO_SETTINGS.filter((setting) => env[setting] === undefined))
        issue(
          name,
          `is required with ${given.join(", ")}: the operators' single sign-on takes all four settings or none`,
        );
    const domains = env.OPERATOR_SSO_EMAIL_DOMAINS;
    if (domains !== undefined && domains.length === 0)
      issue("OPERATOR_SSO_EMAIL_DOMAINS", "must list at least one e-mail domain, such as program.example");
    for (const domain of domains ?? [])
      if (!normalizeEmailDomain(domain))
        issue(
          "OPERATOR_SSO_EMAIL_DOMAINS",
          `"${domain}" is not a domain (two labels or more, no spaces, ports or paths)`,
        );
  },
  production: (env, issue) => {
    if (env.OPERATOR_SSO_ISSUER?.startsWith("http://"))
      issue("OPERATOR_SSO_ISSUER", "must be an https:// issuer when APP_ENV=production");
  },
});
