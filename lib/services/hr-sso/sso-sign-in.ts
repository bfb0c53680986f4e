import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";

import { hashSecret } from "@/lib/crypto/secrets";
import { adminUsers, employerSso, ssoAttempts, type AdminUserRow, type EmployerSsoRow } from "@/db/schema";
import {
  beginSignIn,
  completeSignIn,
  discoverIssuer,
  OidcDiscoveryError,
  type OidcConfiguration,
} from "@/lib/auth/oidc";
import { decrypt, encrypt } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import { emailDomain, emailDomainAllowed, roleFromClaims } from "@/lib/domain/sso-policy";
import { getEnv } from "@/lib/env";
import { createId } from "@/lib/ids";
import { logger } from "@/lib/logger";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";

import { ssoSecretContext } from "./security-settings";

/** Why a single sign-on did not sign someone in: the sign-in page says it in words. */
export type SsoRefusal =
  "sso_not_configured" | "sso_domain_not_allowed" | "sso_failed" | "sso_no_role" | "sso_account_disabled";

export class SsoSignInError extends Error {
  constructor(readonly refusal: SsoRefusal) {
    super(`single sign-on refused: ${refusal}`);
    this.name = "SsoSignInError";
  }
}

const ATTEMPT_TTL_MS = 10 * 60 * 1000;
const hashState = hashSecret;
const attemptContext = sealingContexts.ssoAttempt;

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
async function employerSsoFor(ctx: ServiceContext, email: string): Promise<EmployerSsoRow | undefined> {
  const address = email.trim().toLowerCase();
  const [person] = await ctx.db
    .select({ employerId: adminUsers.employerId })
    .from(adminUsers)
    .where(eq(adminUsers.email, address));
  if (person) {
    const [sso] = await ctx.db.select().from(employerSso).where(eq(employerSso.employerId, person.employerId));
    return sso?.enabled ? sso : undefined;
  }
  const domain = emailDomain(address);
  if (!domain) return undefined;
  const candidates = await ctx.db
    .select()
    .from(employerSso)
    .where(
      and(eq(employerSso.enabled, true), sql`${employerSso.allowedDomains} @> ${JSON.stringify([domain])}::jsonb`),
    );
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * Starts a single sign-on: finds the employer by the work e-mail, keeps the attempt's state
 * (hashed), nonce and PKCE verifier (sealed) for ten minutes, single-use, and answers the URL of
 * the employer's provider.
 */
export async function startSsoSignIn({ ctx, email }: { ctx: ServiceContext; email: string }): Promise<string> {
  const sso = await employerSsoFor(ctx, email);
  if (!sso) throw new SsoSignInError("sso_not_configured");
  if (!emailDomainAllowed(email, sso.allowedDomains)) throw new SsoSignInError("sso_domain_not_allowed");
  let configuration: OidcConfiguration;
  try {
    configuration = await configurationOf(sso, sso.employerId);
  } catch (error) {
    if (!(error instanceof OidcDiscoveryError)) throw error;
    logger.warn({ employerId: sso.employerId, reason: error.reason, detail: error.detail }, "SSO discovery failed");
    throw new SsoSignInError("sso_failed");
  }
  const attempt = await beginSignIn(configuration, {
    redirectUri: ssoRedirectUri(),
    scopes: sso.scopes,
    loginHint: email.trim(),
  });
  const stateHash = hashState(attempt.state);
  await ctx.db.delete(ssoAttempts).where(lt(ssoAttempts.expiresAt, new Date()));
  await ctx.db.insert(ssoAttempts).values({
    stateHash,
    employerId: sso.employerId,
    secretsEncrypted: encrypt(
      JSON.stringify({ nonce: attempt.nonce, codeVerifier: attempt.codeVerifier }),
      attemptContext(stateHash),
    ),
    expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
  });
  return attempt.url;
}

/**
 * Finishes a single sign-on from the provider's answer: the attempt is spent first (a replayed or
 * unknown state fails), the ID token is checked (openid-client: signature, issuer, audience,
 * expiry, nonce), then the address's domain, then the person — found by the provider's subject,
 * or by e-mail within the employer (then linked), or created just in time in the role their claims
 * map to. A disabled person, or one whose claims map to no role, is refused. Every refusal is on
 * record in the employer's trail.
 */
export async function completeSsoSignIn({
  ctx,
  query,
}: {
  ctx: ServiceContext;
  /** The callback's query string, as the provider sent it. */
  query: string;
}): Promise<AdminUserRow> {
  const params = new URLSearchParams(query);
  const state = params.get("state");
  if (!state || state.length > 512) throw new SsoSignInError("sso_failed");
  const stateHash = hashState(state);
  const [attempt] = await ctx.db
    .update(ssoAttempts)
    .set({ usedAt: new Date() })
    .where(and(eq(ssoAttempts.stateHash, stateHash), isNull(ssoAttempts.usedAt), gt(ssoAttempts.expiresAt, new Date())))
    .returning();
  if (!attempt) throw new SsoSignInError("sso_failed");
  const employerId = attempt.employerId;
  const refuse = async (refusal: SsoRefusal, details: Record<string, unknown>, admin?: AdminUserRow) => {
    await recordAudit({
      ctx,
      entry: {
        action: "hr.sign_in_failed",
        employerId,
        ...(admin ? { target: { type: "admin", id: admin.id } } : {}),
        details: { method: "sso", reason: refusal, ...details },
      },
    });
    return new SsoSignInError(refusal);
  };
  const [sso] = await ctx.db.select().from(employerSso).where(eq(employerSso.employerId, employerId));
  if (!sso?.enabled) throw await refuse("sso_not_configured", {});
  const { nonce, codeVerifier } = JSON.parse(decrypt(attempt.secretsEncrypted, attemptContext(stateHash))) as {
    nonce: string;
    codeVerifier: string;
  };
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
  const role = roleFromClaims(claims.raw, {
    claim: sso.roleClaim,
    mapping: sso.roleMapping,
    defaultRole: sso.defaultRole,
  });

  // A subject is unique within its issuer only: the link is both (another provider's "00u1" is
  // nobody we know). The configured issuer is the token's: openid-client checked its iss against it.
  const [bySubject] = await ctx.db
    .select()
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.employerId, employerId),
        eq(adminUsers.ssoIssuer, sso.issuer),
        eq(adminUsers.ssoSubject, claims.sub),
      ),
    );
  const [byEmail] = bySubject ? [] : await ctx.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  const existing = bySubject ?? byEmail;
  if (existing && existing.employerId !== employerId) throw await refuse("sso_failed", { reason: "other_employer" });
  if (existing?.disabledAt) throw await refuse("sso_account_disabled", {}, existing);
  if (existing) {
    if (!existing.ssoSubject)
      await ctx.db
        .update(adminUsers)
        .set({ ssoIssuer: sso.issuer, ssoSubject: claims.sub })
        .where(eq(adminUsers.id, existing.id));
    return existing;
  }
  if (!role) throw await refuse("sso_no_role", {});
  const [created] = await ctx.db
    .insert(adminUsers)
    .values({
      id: createId("adm"),
      employerId,
      email,
      name: claims.name?.trim() || email,
      role,
      passwordHash: null,
      ssoIssuer: sso.issuer,
      ssoSubject: claims.sub,
    })
    .returning();
  await recordAudit({
    ctx,
    entry: {
      action: "team.joined_by_sso",
      employerId,
      actor: { type: "admin", adminId: created!.id, employerId, role },
      target: { type: "admin", id: created!.id },
      details: { role },
    },
  });
  return created!;
}
