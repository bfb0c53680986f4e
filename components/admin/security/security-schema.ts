import { z } from "zod";

import { HR_ROLES } from "@/lib/domain/hr/hr-roles";
import { normalizeEmailDomain } from "@/lib/domain/hr/sso-policy";

import { splitDomains, splitScopes } from "./security-values";

/** The issuer must be HTTPS (plain HTTP only to this machine, for a local test provider). */
function issuerProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "issuer_invalid";
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return url.protocol === "https:" || (url.protocol === "http:" && loopback) ? undefined : "issuer_https";
}

/**
 * What the page checks before sending (the API checks it all again): with single sign-on on, an
 * HTTPS issuer, a client id, a secret (typed, or stored), at least one domain, each a domain the
 * sign-in will compare (lib/domain/hr/sso-policy.ts), mapping rows with a claim value once each; and
 * with SSO required, the owner who may still use a password. Messages are codes for errorText.
 */
export const securitySchema = (secretStored: boolean) =>
  z
    .object({
      requireMfa: z.boolean(),
      ssoEnabled: z.boolean(),
      issuer: z.string().max(500, "too_long"),
      clientId: z.string().max(200, "too_long"),
      clientSecret: z.string().max(500, "too_long"),
      allowedDomains: z.string().max(5000, "too_long"),
      roleClaim: z.string().max(100, "too_long"),
      scopes: z.string().max(1100, "too_long"),
      roleMapping: z.array(z.object({ claim: z.string().max(200, "too_long"), role: z.enum(HR_ROLES) })),
      defaultRole: z.union([z.enum(HR_ROLES), z.literal("")]),
      ssoRequired: z.boolean(),
      breakGlassAdminId: z.string(),
    })
    .superRefine((values, ctx) => {
      const problem = (path: Array<string | number>, message: string) =>
        ctx.addIssue({ code: "custom", path, message });
      const claims = new Set<string>();
      values.roleMapping.forEach((row, index) => {
        const claim = row.claim.trim();
        if (claim === "") problem(["roleMapping", index, "claim"], "required");
        else if (claims.has(claim)) problem(["roleMapping", index, "claim"], "mapping_duplicate");
        claims.add(claim);
      });
      if (values.ssoRequired && !values.ssoEnabled) problem(["ssoRequired"], "sso_required_needs_enabled");
      if (values.ssoRequired && values.breakGlassAdminId === "") problem(["breakGlassAdminId"], "required");
      if (!values.ssoEnabled) return;
      const issuer = values.issuer.trim();
      if (issuer === "") problem(["issuer"], "required");
      else if (issuerProblem(issuer)) problem(["issuer"], issuerProblem(issuer)!);
      if (values.clientId.trim() === "") problem(["clientId"], "required");
      if (!secretStored && values.clientSecret.trim() === "") problem(["clientSecret"], "required");
      const domains = splitDomains(values.allowedDomains);
      if (domains.length === 0) problem(["allowedDomains"], "required");
      else if (domains.some((domain) => normalizeEmailDomain(domain) === undefined))
        problem(["allowedDomains"], "domain_invalid");
      if (values.roleMapping.length > 0 && values.roleClaim.trim() === "") problem(["roleClaim"], "required");
      // The API's rule: at most ten scopes, each one word of printable characters (no quotes or backslashes).
      const scopes = splitScopes(values.scopes);
      if (scopes.length > 10 || scopes.some((scope) => !/^[\x21\x23-\x5B\x5D-\x7E]{1,100}$/.test(scope)))
        problem(["scopes"], "scopes_invalid");
    });
