import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import type { HrRole } from "@/lib/domain/hr/hr-roles";

export type SsoSettingsInput = {
  enabled: boolean;
  issuer: string;
  clientId: string;
  /** Write-only: a new secret, or undefined to keep the one stored. */
  clientSecret?: string;
  allowedDomains: string[];
  roleClaim: string;
  scopes: string[];
  roleMapping: Record<string, HrRole>;
  defaultRole: HrRole | null;
  required: boolean;
  breakGlassAdminId: string | null;
};

export const ssoSecretContext = sealingContexts.ssoClientSecret;
