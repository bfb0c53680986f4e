"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type { HrRole } from "@/lib/domain/hr/hr-roles";
import type { SecuritySettings } from "@/lib/schemas/responses/admin-security-settings";

import { useCsrfTokenNow } from "./use-admin-session";
import { useStepUp } from "./use-step-up";

const SECURITY = "/api/admin/security-settings";
export const securitySettingsKey = ["admin", "security-settings"] as const;

type StoredSso = NonNullable<SecuritySettings["sso"]>;

/**
 * PATCH /api/admin/security-settings: the settings as GET shows them, but the client secret is
 * written (sent only to replace it) instead of its last four, and the redirect URI is ours, not
 * sent.
 */
export type SecuritySettingsPatch = {
  requireMfa: boolean;
  sso:
    | (Omit<StoredSso, "clientSecretLastFour" | "defaultRole"> & {
        clientSecret?: string;
        defaultRole: HrRole | null;
      })
    | null;
};

export function useSecuritySettings() {
  return useQuery({ queryKey: securitySettingsKey, queryFn: () => fetchJson<SecuritySettings>(SECURITY) });
}

export function useSaveSecuritySettings() {
  const csrfTokenNow = useCsrfTokenNow();
  const withStepUp = useStepUp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SecuritySettingsPatch) =>
      withStepUp(async () =>
        fetchJson<SecuritySettings>(SECURITY, { method: "PATCH", body, csrfToken: await csrfTokenNow() }),
      ),
    onSuccess: (data) => queryClient.setQueryData(securitySettingsKey, data),
  });
}
