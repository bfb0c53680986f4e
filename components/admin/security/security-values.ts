import type { SecuritySettingsPatch } from "@/hooks/use-security-settings";
import type { HrRole } from "@/lib/domain/hr/hr-roles";
import type { SecuritySettings } from "@/lib/schemas/responses/admin-security-settings";

/** The security form as people fill it in: text for the lists, rows for the role mapping. */
export type SecurityValues = {
  requireMfa: boolean;
  ssoEnabled: boolean;
  issuer: string;
  clientId: string;
  /** Empty: keep the stored secret. */
  clientSecret: string;
  /** Domains separated by commas, spaces or lines. */
  allowedDomains: string;
  roleClaim: string;
  /** Scopes beside openid, email and profile, separated by spaces or commas. */
  scopes: string;
  roleMapping: Array<{ claim: string; role: HrRole }>;
  /** "": nobody the mapping leaves out is let in. */
  defaultRole: HrRole | "";
  ssoRequired: boolean;
  breakGlassAdminId: string;
};

export const SECURITY_FIELDS = [
  "requireMfa",
  "ssoEnabled",
  "issuer",
  "clientId",
  "clientSecret",
  "allowedDomains",
  "roleClaim",
  "scopes",
  "roleMapping",
  "defaultRole",
  "ssoRequired",
  "breakGlassAdminId",
] as const;
export type SecurityField = (typeof SECURITY_FIELDS)[number];

export function toValues(settings: SecuritySettings): SecurityValues {
  const sso = settings.sso;
  return {
    requireMfa: settings.requireMfa,
    ssoEnabled: sso?.enabled ?? false,
    issuer: sso?.issuer ?? "",
    clientId: sso?.clientId ?? "",
    clientSecret: "",
    allowedDomains: (sso?.allowedDomains ?? []).join("\n"),
    roleClaim: sso?.roleClaim ?? "",
    scopes: (sso?.scopes ?? []).join(" "),
    roleMapping: Object.entries(sso?.roleMapping ?? {}).map(([claim, role]) => ({ claim, role })),
    defaultRole: sso?.defaultRole ?? "",
    ssoRequired: sso?.required ?? false,
    breakGlassAdminId: sso?.breakGlassAdminId ?? "",
  };
}

/** "acme.com, acme.co.uk\nexample.org" → each domain (or scope) once, in the order typed. */
export function splitDomains(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((domain) => domain.trim())
        .filter(Boolean),
    ),
  ];
}
export const splitScopes = splitDomains;

const untouched = (values: SecurityValues) =>
  !values.ssoEnabled &&
  !values.ssoRequired &&
  [
    values.issuer,
    values.clientId,
    values.clientSecret,
    values.allowedDomains,
    values.roleClaim,
    values.scopes,
    values.defaultRole,
  ].every((value) => value.trim() === "") &&
  values.roleMapping.length === 0;

/**
 * The PATCH body. Single sign-on never set up and left untouched stays `null`; otherwise the
 * whole object is sent, the secret only when a new one was typed.
 */
export function toPatch(values: SecurityValues, stored: SecuritySettings): SecuritySettingsPatch {
  if (stored.sso === null && untouched(values)) return { requireMfa: values.requireMfa, sso: null };
  const secret = values.clientSecret.trim();
  return {
    requireMfa: values.requireMfa,
    sso: {
      enabled: values.ssoEnabled,
      issuer: values.issuer.trim(),
      clientId: values.clientId.trim(),
      ...(secret ? { clientSecret: secret } : {}),
      allowedDomains: splitDomains(values.allowedDomains),
      roleClaim: values.roleClaim.trim(),
      scopes: splitScopes(values.scopes),
      roleMapping: Object.fromEntries(
        values.roleMapping.filter((row) => row.claim.trim() !== "").map((row) => [row.claim.trim(), row.role]),
      ),
      defaultRole: values.defaultRole === "" ? null : values.defaultRole,
      required: values.ssoRequired,
      breakGlassAdminId: values.ssoRequired && values.breakGlassAdminId ? values.breakGlassAdminId : null,
    },
  };
}

const POINTERS: Record<string, SecurityField> = {
  "/requireMfa": "requireMfa",
  "/sso": "ssoEnabled",
  "/sso/enabled": "ssoEnabled",
  "/sso/issuer": "issuer",
  "/sso/clientId": "clientId",
  "/sso/clientSecret": "clientSecret",
  "/sso/allowedDomains": "allowedDomains",
  "/sso/roleClaim": "roleClaim",
  "/sso/scopes": "scopes",
  "/sso/roleMapping": "roleMapping",
  "/sso/defaultRole": "defaultRole",
  "/sso/required": "ssoRequired",
  "/sso/breakGlassAdminId": "breakGlassAdminId",
};

/**
 * The form field an API field error (a JSON Pointer) belongs to: `/sso/allowedDomains/2` to the
 * domains, `/sso/roleMapping/<claim value>` to that row's claim value (`roleMapping.<i>.claim`).
 */
export function fieldForPointer(path: string, values: SecurityValues): string | undefined {
  if (POINTERS[path]) return POINTERS[path];
  if (path.startsWith("/sso/allowedDomains/")) return "allowedDomains";
  if (path.startsWith("/sso/scopes/")) return "scopes";
  if (path.startsWith("/sso/roleMapping/")) {
    // RFC 6901: "~1" is "/", "~0" is "~".
    const claim = path.slice("/sso/roleMapping/".length).replace(/~1/g, "/").replace(/~0/g, "~");
    const index = values.roleMapping.findIndex((row) => row.claim.trim() === claim);
    return index >= 0 ? `roleMapping.${index}.claim` : "roleMapping";
  }
  return undefined;
}
