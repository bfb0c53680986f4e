"use client";

import { fetchJson } from "@/lib/client/fetch-json";
import type { PortalSession } from "@/lib/schemas/responses/portal";

import { usePortalQuery } from "./use-portal-query";

export const portalKeys = {
  session: ["portal", "session"] as const,
  status: ["portal", "onboarding-status"] as const,
  employee: ["portal", "employee"] as const,
  agreements: (locale: string) => ["portal", "agreements", locale] as const,
  atr: ["portal", "atr"] as const,
  paymentMethods: ["portal", "payment-methods"] as const,
  verification: ["portal", "identity-verification"] as const,
  cards: ["portal", "cards"] as const,
};

export function usePortalSession() {
  return usePortalQuery({
    queryKey: portalKeys.session,
    queryFn: () => fetchJson<PortalSession>("/api/portal/session"),
    staleTime: Infinity,
  });
}
