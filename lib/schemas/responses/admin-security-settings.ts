import { z } from "zod";

import { HR_ROLES } from "@/lib/domain/hr/hr-roles";

/** GET /api/admin/security-settings (owners): MFA and single sign-on for the employer. */
export const securitySettingsSchema = z.strictObject({
  requireMfa: z.boolean(),
  /** Where the provider sends people back: to register with it before single sign-on is set up. */
  ssoRedirectUri: z.string(),
  sso: z
    .strictObject({
      enabled: z.boolean(),
      issuer: z.string(),
      clientId: z.string(),
      /** Never the secret: only whether one is stored and its last four characters. */
      clientSecretLastFour: z.string().nullable(),
      allowedDomains: z.array(z.string()),
      roleClaim: z.string(),
      /** Scopes asked for beside openid, email and profile (Okta's "groups", for instance). */
      scopes: z.array(z.string()),
      roleMapping: z.record(z.string(), z.enum(HR_ROLES)),
      defaultRole: z.enum(HR_ROLES).nullable(),
      /** Everyone signs in through SSO but the break-glass owner. */
      required: z.boolean(),
      breakGlassAdminId: z.string().nullable(),
    })
    .nullable(),
});
export type SecuritySettings = z.output<typeof securitySettingsSchema>;
