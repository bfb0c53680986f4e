import { and, eq, sql } from "drizzle-orm";

import { adminUsers, employerSso, type AdminUserRow, type EmployerSsoRow } from "@/db/schema";
import {
  beginSignIn,
  completeSignIn,
  discoverIssuer,
  OidcDiscoveryError,
  type OidcConfiguration,
} from "@/lib/auth/oidc";
import { hashSsoState, stateMatches, type SsoAttempt } from "@/lib/auth/sso-attempt";
import { decrypt } from "@/lib/crypto/encryption";
import { emailDomain, emailDomainAllowed } from "@/lib/domain/hr/sso-policy";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";

import { resolveSsoPerson, type SsoSignInOutcome } from "./resolve-sso-person";
import { ssoSecretContext } from "./security-settings";
import { spendSsoState } from "./spend-sso-state";

/** Why a single sign-on did not sign someone in: the sign-in page says it in words. */
export type SsoRefusal =
  | "sso_not_configured"
  | "sso_domain_not_allowed"
  | "sso_failed"
  | "sso_no_role"
  | "sso_account_disabled"
  | "sso_link_needs_approval";

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
function configurationOf(sso: EmployerSsoRow, employerId: string): Promise<OidcConfiguration> {
  return discoverIssuer({
    issuer: sso.issuer,
    clientId: sso.clientId,
    clientSecret: sso.clientSecretEncrypted ? decrypt(sso.clientSecretEncrypted, ssoSecretContext(employerId)) : "",
    allowInsecure: getEnv().APP_ENV !== "production",
  });
}

/**
 * The employer whose single sign-on a work e-mail goes through: the person's own employer when the
 * address is already an HR account there, otherwise the one employer whose SSO allows its domain
 * (two that both do: none — an address must not choose between employers).
 */
export async function findSsoEmployer({ ctx, email }: { ctx: ServiceContext; email: string }): Promise<EmployerSsoRow> {
  const address = email.trim().toLowerCase();
  const [person] = await ctx.db
    .select({ employerId: adminUsers.employerId })
    .from(adminUsers)
    .where(eq(adminUsers.email, address));
  let sso: EmployerSsoRow | undefined;
  if (person) {
    [sso] = await ctx.db.select().from(employerSso).where(eq(employerSso.employerId, person.employerId));
  } else {
    const domain = emailDomain(address);
    const candidates = domain
      ? await ctx.db
          .select()
          .from(employerSso)
          .where(
            and(
              eq(employerSso.enabled, true),
              sql`${employerSso.allowedDomains} @> ${JSON.stringify([domain])}::jsonb`,
            ),
          )
      : [];
    sso = candidates.length === 1 ? candidates[0] : undefined;
  }
  if (!sso?.enabled) throw new SsoSignInError("sso_not_configured");
  if (!emailDomainAllowed(email, sso.allowedDomains)) throw new SsoSignInError("sso_domain_not_allowed");
  return sso;
}

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
