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

/**
 * The session a write needs: the one already read, or read now. A page the server rendered with
 * its data shows its buttons before the browser has read the session; a click then must wait for
 * it, not fail ("could not activate your card", seen in a clean-clone CI run).
 */
export async function sessionForWrite(loaded: PortalSession | undefined): Promise<PortalSession> {
  return loaded ?? (await fetchJson<PortalSession>("/api/portal/session"));
}
