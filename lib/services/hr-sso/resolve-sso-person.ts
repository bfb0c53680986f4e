import { and, eq } from "drizzle-orm";

import { type AdminUserRow, adminUsers, type EmployerSsoRow } from "@/db/schema";
import type { SsoIdentity as ProvenClaims } from "@/lib/auth/oidc";
import { roleFromClaims, ssoLinkProof } from "@/lib/domain/hr/sso-policy";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
import { enrolledFactorsOf } from "../accounts/factor-store";
import { linkSsoIdentity, type SsoIdentity } from "../sso-links/link-sso-identity";

import type { SsoRefusal, SsoSignInError } from "./sso-sign-in";
import { hrEmail, insertAdminUser, selectAdminUsers } from "../accounts/hr-people";
import { inTransaction } from "@/db/transaction";

/** Who a single sign-on signs in, or what the person must still prove before it does. */
export type SsoSignInOutcome =
  | { kind: "signed_in"; admin: AdminUserRow }
  /** An existing account not linked to this identity: signed in once its factor (or password) is given, then linked. */
  | { kind: "prove_to_link"; admin: AdminUserRow; identity: SsoIdentity; proof: "factor" | "password" };

/**
 * The person a proven identity is, within the employer: the one linked to its issuer and subject;
 * or the existing account with its e-mail, which it may sign in to only as the linking rule says
 * (lib/domain/hr/sso-policy.ts ssoLinkProof: an owner's approval, else the account's own factor or
 * password first, else an owner must approve) — whoever runs the provider can vouch for any
 * address; or, for an address nobody has, a teammate created just in time in the role the claims
 * map to, linked from the start.
 */
export async function resolveSsoPerson({
  ctx,
  sso,
  claims,
  email,
  refuse,
}: {
  ctx: ServiceContext;
  sso: EmployerSsoRow;
  claims: ProvenClaims;
  /** The claims' address, normalised. */
  email: string;
  refuse: (refusal: SsoRefusal, details: Record<string, unknown>, admin?: AdminUserRow) => Promise<SsoSignInError>;
}): Promise<SsoSignInOutcome> {
  const employerId = sso.employerId;
  const identity: SsoIdentity = { issuer: sso.issuer, subject: claims.sub };
  // A subject is unique within its issuer only: the link is both (another provider's "00u1" is
  // nobody we know). The configured issuer is the token's: openid-client checked its iss against it.
  const [linked] = await selectAdminUsers({ ctx }).where(
    and(
      eq(adminUsers.employerId, employerId),
      eq(adminUsers.ssoIssuer, sso.issuer),
      eq(adminUsers.ssoSubject, claims.sub),
    ),
  );
  if (linked?.disabledAt) throw await refuse("sso_account_disabled", {}, linked);
  if (linked) return { kind: "signed_in", admin: linked };

  const [existing] = await selectAdminUsers({ ctx }).where(hrEmail(email));
  if (existing && existing.employerId !== employerId) throw await refuse("sso_failed", { reason: "other_employer" });
  if (existing?.disabledAt) throw await refuse("sso_account_disabled", {}, existing);
  if (existing) {
    const proof = ssoLinkProof({
      factors: await enrolledFactorsOf({ ctx, accountId: existing.id }),
      hasPassword: existing.passwordHash !== null,
      approvedAt: existing.ssoLinkApprovedAt,
      now: new Date(),
    });
    switch (proof.kind) {
      case "owner_approval":
        if (!(await linkSsoIdentity({ ctx, person: existing, identity, proven: "owner_approval" })))
          throw await refuse("sso_failed", { reason: "identity_linked_elsewhere" }, existing);
        return { kind: "signed_in", admin: existing };
      case "factor":
      case "password":
        return { kind: "prove_to_link", admin: existing, identity, proof: proof.kind };
      case "approval_needed":
        throw await refuse("sso_link_needs_approval", {}, existing);
    }
  }

  const role = roleFromClaims(claims.raw, {
    claim: sso.roleClaim,
    mapping: sso.roleMapping,
    defaultRole: sso.defaultRole,
  });
  if (!role) throw await refuse("sso_no_role", {});
  const created = await inTransaction(ctx, (tx) =>
    insertAdminUser({
      ctx: tx,
      person: {
        employerId,
        email,
        name: claims.name?.trim() || email,
        role,
        passwordHash: null,
        ssoIssuer: identity.issuer,
        ssoSubject: identity.subject,
      },
    }),
  );
  await recordAudit({
    ctx,
    entry: {
      action: "team.joined_by_sso",
      employerId,
      actor: { type: "admin", adminId: created.id, employerId, role },
      target: { type: "admin", id: created.id },
      details: { role },
    },
  });
  return { kind: "signed_in", admin: created };
}
