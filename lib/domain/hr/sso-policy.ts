import { afterFirstCredential, type EnrolledFactors, type SecondFactorMethod } from "./second-factor";

/**
 * Single sign-on's rules (issue 26 item 3), pure: which e-mail domains an employer's identity
 * provider may sign people in with, which HR role its claims give, and when a password still
 * opens the door. lib/auth/oidc.ts proves who the person is; these decide what that is worth.
 */

/** HR roles, highest first: the same three as lib/domain/hr/hr-roles.ts, kept here structurally. */
export const SSO_ROLES = ["owner", "admin", "viewer"] as const;
export type SsoRole = (typeof SSO_ROLES)[number];

// Letters, marks and digits of any script, hyphens and ASCII dots: no spaces, invisible format
// characters (zero-width space, soft hyphen), other dots ("。"), ports, paths or brackets.
const DOMAIN_CHARACTERS = /^[\p{L}\p{M}\p{N}.-]+$/u;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const INVISIBLE_OR_SPACE = /[\p{Cc}\p{Cf}\p{Z}]/u;

/**
 * A domain in the one form it is compared in: lower-case ASCII, internationalized labels in their
 * Punycode form (`bücher.de` → `xn--bcher-kva.de`, the URL standard's IDNA mapping, the same in
 * Node and browsers). Undefined for anything that is not plainly a host name of two labels or more:
 * a trailing dot, empty labels, an IP address (a numeric last label), characters IDNA would drop
 * or fold silently (zero-width, full-width `ａｃｍｅ.com`), so no two spellings of a domain that
 * look different to a person pass for one another.
 */
export function normalizeEmailDomain(domain: string): string | undefined {
  const unicode = domain.normalize("NFC").toLowerCase();
  if (!DOMAIN_CHARACTERS.test(unicode) || unicode.normalize("NFKC") !== unicode) return undefined;
  let ascii: string;
  try {
    ascii = new URL(`http://${unicode}`).hostname;
  } catch {
    return undefined;
  }
  const labels = ascii.split(".");
  if (ascii.length > 253 || labels.length < 2 || labels.length !== unicode.split(".").length) return undefined;
  if (!labels.every((label) => LABEL.test(label)) || /^\d+$/.test(labels.at(-1) ?? "")) return undefined;
  return ascii;
}

/** The normalized domain of an address, or undefined when it is not a plain `local@domain`. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf("@");
  // The local part may be anything the provider vouches for, but not empty, spaced or invisible,
  // and an "@" in it only when quoted (RFC 5321), so no one reads a different domain in it.
  const local = email.slice(0, Math.max(at, 0));
  if (at < 1 || INVISIBLE_OR_SPACE.test(email)) return undefined;
  if (local.includes("@") && !(local.length > 1 && local.startsWith('"') && local.endsWith('"'))) return undefined;
  return normalizeEmailDomain(email.slice(at + 1));
}

/**
 * Whether an address belongs to one of the employer's domains: exact equality of normalized
 * domains, nothing else. `evil-acme.com` and `acme.com.evil.com` are other domains, and so is
 * `eu.acme.com`: a subdomain passes only when listed, since whoever runs a subdomain's mail (a
 * subsidiary, a marketing vendor) is not necessarily who runs the employer's. An empty list allows
 * nobody, and a listed value that is not a domain matches nothing.
 */
export function emailDomainAllowed(email: string, allowedDomains: readonly string[]): boolean {
  const domain = emailDomain(email);
  if (domain === undefined) return false;
  return allowedDomains.some((allowed) => normalizeEmailDomain(allowed) === domain);
}

export type RoleMapping = {
  /** The claim's name, exactly as the provider spells it (`groups`, `roles`, `https://acme.com/roles`). */
  claim: string;
  /** A claim value (case-sensitive: group ids often are) to the role it gives. */
  mapping: Readonly<Record<string, SsoRole>>;
  /** The role when no value maps; null refuses the sign-in. */
  defaultRole: SsoRole | null;
};

/**
 * The role a person's claims give. The claim is a string or an array of strings (groups); any
 * other shape maps nothing. When several values map, the highest role wins — a person in both the
 * viewers' and the owners' group is an owner, as the provider's administrator made them. Nothing
 * mapped: the default role, or null (refuse) when there is none.
 */
export function roleFromClaims(claims: Readonly<Record<string, unknown>>, rule: RoleMapping): SsoRole | null {
  const value = Object.hasOwn(claims, rule.claim) ? claims[rule.claim] : undefined;
  const values = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
  let best: SsoRole | null = null;
  for (const item of values) {
    // Own keys only: a group called "constructor" or "__proto__" maps nothing unless listed.
    if (typeof item !== "string" || !Object.hasOwn(rule.mapping, item)) continue;
    const role = rule.mapping[item];
    if (role !== undefined && SSO_ROLES.includes(role) && (best === null || rank(role) < rank(best))) best = role;
  }
  return best ?? rule.defaultRole;
}

const rank = (role: SsoRole) => SSO_ROLES.indexOf(role);

/**
 * Whether two issuers name the same identity provider: equal once read as URLs (`https://idp.example`
 * and `https://idp.example/` are one; the host's case does not matter), exact otherwise. A
 * provider's subjects are unique only within its issuer, so a person's link (issuer, subject)
 * survives a respelling of the issuer and nothing else.
 */
export function sameIssuer(a: string, b: string): boolean {
  const href = (issuer: string) => (URL.canParse(issuer.trim()) ? new URL(issuer.trim()).href : issuer);
  return href(a) === href(b);
}

/**
 * Whether an HR person may sign in with their password (or a passkey). Without "SSO required"
 * everyone may; with it only the one break-glass owner the employer named, so a broken or lost
 * identity provider never locks the employer out — and only while that person is still an active
 * owner: demoted or disabled, the name alone opens nothing. No break-glass owner named: nobody.
 */
export function passwordSignInAllowed({
  ssoRequired,
  breakGlassAdminId,
  adminId,
  activeOwner,
}: {
  ssoRequired: boolean;
  breakGlassAdminId: string | null;
  adminId: string;
  /** Whether the person signing in is, now, an owner and not disabled. */
  activeOwner: boolean;
}): boolean {
  if (!ssoRequired) return true;
  // An empty id is bad data, never a match.
  return !!breakGlassAdminId && breakGlassAdminId === adminId && activeOwner;
}

/** How long an owner's approval to link a teammate's single sign-on holds, unused. */
export const SSO_LINK_APPROVAL_MS = 24 * 60 * 60 * 1000;

/**
 * What a first single sign-on to an existing HR account must bring before the provider's identity
 * is linked to it (issue 37), since whoever runs the provider — an owner's setting, so whoever
 * holds an owner's session — can vouch for any address:
 * - an owner's approval given for this person in the last 24 hours, and unused: linked at once;
 * - otherwise a factor the person has (a passkey or authenticator app; recovery codes beside one),
 *   as after a password;
 * - without a factor, their password (what step-up asks of them too);
 * - with neither (a person the provider created, whose link went with a change of provider):
 *   nothing they can prove here, so an owner must approve.
 */
export type SsoLinkProof =
  | { kind: "owner_approval" }
  | { kind: "factor"; methods: SecondFactorMethod[] }
  | { kind: "password" }
  | { kind: "approval_needed" };

export function ssoLinkProof({
  factors,
  hasPassword,
  approvedAt,
  now,
}: {
  factors: EnrolledFactors;
  hasPassword: boolean;
  /** When an owner approved linking this person, if one did (and it was not used since). */
  approvedAt: Date | null;
  now: Date;
}): SsoLinkProof {
  if (approvedAt && ssoLinkApprovalHolds(approvedAt, now)) return { kind: "owner_approval" };
  const after = afterFirstCredential({ employerRequiresMfa: false, factors, signedInWith: "password" });
  if (after.kind === "second_factor") return { kind: "factor", methods: after.methods };
  return hasPassword ? { kind: "password" } : { kind: "approval_needed" };
}

/** Whether an owner's approval given at `approvedAt` still holds at `now` (a day, not more). */
export function ssoLinkApprovalHolds(approvedAt: Date, now: Date): boolean {
  const age = now.getTime() - approvedAt.getTime();
  // An approval dated ahead of this clock by more than a little is bad data, not a fresh one.
  return age >= -30_000 && age <= SSO_LINK_APPROVAL_MS;
}
