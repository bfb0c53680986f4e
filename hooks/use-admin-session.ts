"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type { AdminSession } from "@/lib/schemas/responses/admin-session";

export const adminSessionKeys = {
  session: ["admin", "session"] as const,
};

const fetchAdminSession = () => fetchJson<AdminSession>("/api/admin/session");

export function useAdminSession() {
  return useQuery({ queryKey: adminSessionKeys.session, queryFn: fetchAdminSession, staleTime: Infinity });
}

/**
 * Whether this browser is signed in, asked once (the enrol page): a session still owing its
 * factor is refused (401), and asking again on focus would put the page back to loading in the
 * middle of adding a passkey.
 */
export function useAdminSessionOnce() {
  return useQuery({
    queryKey: adminSessionKeys.session,
    queryFn: fetchAdminSession,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * The CSRF token read when a write is sent, not when the page rendered: a form submitted before
 * the session query has answered would otherwise go without it and be refused.
 */
export function useCsrfTokenNow() {
  const queryClient = useQueryClient();
  return async () =>
    (await queryClient.ensureQueryData({ queryKey: adminSessionKeys.session, queryFn: fetchAdminSession })).csrfToken;
}
