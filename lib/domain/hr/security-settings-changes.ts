/**
 * What a save of the HR security settings changed, one entry per thing an owner would want named
 * in the notice every owner gets (issue 37): a stolen owner session re-pointing single sign-on
 * must read as "the provider changed from A to B", not as "single sign-on". Pure: the service
 * hands in the settings before and after.
 */

/** The single sign-on settings as they are compared: what a person could act on, never the secret. */
export type ComparableSso = {
  enabled: boolean;
  issuer: string;
  clientId: string;
  allowedDomains: readonly string[];
  roleClaim: string;
  scopes: readonly string[];
  roleMapping: Readonly<Record<string, string>>;
  defaultRole: string | null;
  required: boolean;
  breakGlassAdminId: string | null;
};

export type SecuritySettingChange =
  | { what: "require_mfa"; on: boolean }
  | { what: "sso_set_up"; issuer: string }
  | { what: "sso_removed" }
  | { what: "sso_enabled"; on: boolean }
  | { what: "sso_provider"; from: string; to: string }
  | { what: "sso_client_id" }
  | { what: "sso_client_secret" }
  | { what: "sso_domains"; domains: readonly string[] }
  | { what: "sso_roles" }
  | { what: "sso_required"; on: boolean }
  | { what: "sso_break_glass" };

const sameList = (a: readonly string[], b: readonly string[]) => {
  const sortedB = [...b].sort();
  return a.length === b.length && [...a].sort().every((value, index) => value === sortedB[index]);
};

const sameMapping = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  sameList(Object.keys(a), Object.keys(b)) && Object.keys(a).every((key) => a[key] === b[key]);

/**
 * The changes of one save, in the order the settings page shows them. `requireMfa` is what the
 * save asked for (undefined when it left it alone); `sso` is undefined when the save left single
 * sign-on alone, null when it removed it; `secretReplaced` when a new client secret was given.
 */
export function securitySettingChanges(input: {
  requireMfa?: { before: boolean; after: boolean };
  sso?: { before: ComparableSso | undefined; after: ComparableSso | null; secretReplaced: boolean };
}): SecuritySettingChange[] {
  const changes: SecuritySettingChange[] = [];
  const { requireMfa, sso } = input;
  if (requireMfa && requireMfa.before !== requireMfa.after) changes.push({ what: "require_mfa", on: requireMfa.after });
  if (!sso) return changes;
  const { before, after } = sso;
  if (after === null) {
    if (before) changes.push({ what: "sso_removed" });
    return changes;
  }
  if (!before) {
    changes.push({ what: "sso_set_up", issuer: after.issuer });
    if (after.required) changes.push({ what: "sso_required", on: true });
    return changes;
  }
  if (before.enabled !== after.enabled) changes.push({ what: "sso_enabled", on: after.enabled });
  if (before.issuer !== after.issuer) changes.push({ what: "sso_provider", from: before.issuer, to: after.issuer });
  if (before.clientId !== after.clientId) changes.push({ what: "sso_client_id" });
  if (sso.secretReplaced) changes.push({ what: "sso_client_secret" });
  if (!sameList(before.allowedDomains, after.allowedDomains))
    changes.push({ what: "sso_domains", domains: after.allowedDomains });
  if (
    before.roleClaim !== after.roleClaim ||
    !sameList(before.scopes, after.scopes) ||
    !sameMapping(before.roleMapping, after.roleMapping) ||
    before.defaultRole !== after.defaultRole
  )
    changes.push({ what: "sso_roles" });
  if (before.required !== after.required) changes.push({ what: "sso_required", on: after.required });
  else if (after.required && before.breakGlassAdminId !== after.breakGlassAdminId)
    changes.push({ what: "sso_break_glass" });
  return changes;
}

/** One change as the notice says it, in English and in Spanish. */
export function describeSecuritySettingChange(change: SecuritySettingChange): [en: string, es: string] {
  switch (change.what) {
    case "require_mfa":
      return change.on
        ? ["require MFA on", "segundo factor obligatorio"]
        : ["require MFA off", "segundo factor ya no obligatorio"];
    case "sso_set_up":
      return [
        `single sign-on set up with the provider ${change.issuer}`,
        `inicio de sesión único configurado con el proveedor ${change.issuer}`,
      ];
    case "sso_removed":
      return ["single sign-on removed", "inicio de sesión único eliminado"];
    case "sso_enabled":
      return change.on
        ? ["single sign-on switched on", "inicio de sesión único activado"]
        : ["single sign-on switched off", "inicio de sesión único desactivado"];
    case "sso_provider":
      return [
        `single sign-on provider changed from ${change.from} to ${change.to}`,
        `proveedor de inicio de sesión único cambiado de ${change.from} a ${change.to}`,
      ];
    case "sso_client_id":
      return ["single sign-on client id changed", "identificador de cliente del inicio de sesión único cambiado"];
    case "sso_client_secret":
      return ["single sign-on client secret replaced", "secreto de cliente del inicio de sesión único reemplazado"];
    case "sso_domains":
      return [
        `e-mail domains allowed to sign in: ${change.domains.join(", ")}`,
        `dominios de correo autorizados: ${change.domains.join(", ")}`,
      ];
    case "sso_roles":
      return [
        "how the provider's groups map to HR roles",
        "cómo los grupos del proveedor se asignan a roles de RR. HH.",
      ];
    case "sso_required":
      return change.on
        ? ["single sign-on required (passwords only for the break-glass owner)", "inicio de sesión único obligatorio"]
        : ["single sign-on no longer required", "inicio de sesión único ya no obligatorio"];
    case "sso_break_glass":
      return ["the break-glass owner", "el propietario de emergencia"];
  }
}
