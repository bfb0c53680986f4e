import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { securitySettingsUpdateSchema } from "@/lib/schemas/admin";
import type { SecuritySettings } from "@/lib/schemas/responses/admin-security-settings";
import { getSecuritySettings } from "@/lib/services/hr-sso/get-security-settings";
import { updateSecuritySettings } from "@/lib/services/hr-sso/update-security-settings";
import { ssoRedirectUri } from "@/lib/services/hr-sso/sso-sign-in";

// "Require MFA" and single sign-on, for owners. The client secret is write-only.
const view = (settings: Awaited<ReturnType<typeof getSecuritySettings>>): SecuritySettings => ({
  requireMfa: settings.requireMfa,
  ssoRedirectUri: ssoRedirectUri(),
  sso: settings.sso
    ? {
        enabled: settings.sso.enabled,
        issuer: settings.sso.issuer,
        clientId: settings.sso.clientId,
        clientSecretLastFour: settings.sso.clientSecretLastFour,
        allowedDomains: settings.sso.allowedDomains,
        roleClaim: settings.sso.roleClaim,
        scopes: settings.sso.scopes,
        roleMapping: settings.sso.roleMapping,
        defaultRole: settings.sso.defaultRole,
        required: settings.sso.required,
        breakGlassAdminId: settings.sso.breakGlassAdminId,
      }
    : null,
});

const handleGET = withAdmin(async ({ ctx }) => json(view(await getSecuritySettings({ ctx }))));

const handlePATCH = withAdmin(async ({ request, ctx, body }) => {
  assertContentType(request);
  const input = parseBody(body, securitySettingsUpdateSchema);
  return json(view(await updateSecuritySettings({ ctx, input })));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, PATCH: handlePATCH });
