import { eq } from "drizzle-orm";

import { employerSso, type AdminUserRow, type EmployerSsoRow } from "@/db/schema";
import type { SsoAttempt } from "@/lib/auth/sso-attempt";
import { emailDomain, emailDomainAllowed } from "@/lib/domain/hr/sso-policy";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";

import { resolveSsoPerson, type SsoSignInOutcome } from "./resolve-sso-person";
import { type SsoRefusal, SsoSignInError, configurationOf, ssoRedirectUri } from "./sso-sign-in";
import { verifySsoCallback } from "./verify-sso-callback";

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
  let sso: EmployerSsoRow | undefined;
  const claims = await verifySsoCallback({
    ctx,
    params: new URLSearchParams(query),
    attempt,
    redirectUri: ssoRedirectUri(),
    logFields: { employerId: attempt?.employerId },
    configure: async ({ employerId }) => {
      [sso] = await ctx.db.select().from(employerSso).where(eq(employerSso.employerId, employerId));
      if (!sso?.enabled) throw await refuse("sso_not_configured", {});
      return configurationOf(sso, employerId);
    },
    refuse,
  });
  // verifySsoCallback asked `configure`, which found the settings or refused.
  const settings = sso!;
  const email = claims.email.trim().toLowerCase();
  if (!emailDomainAllowed(email, settings.allowedDomains))
    throw await refuse("sso_domain_not_allowed", { domain: emailDomain(email) ?? null });
  return resolveSsoPerson({ ctx, sso: settings, claims, email, refuse });
}
