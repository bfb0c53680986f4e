"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type { AdminEmployeesFilter } from "@/lib/schemas/admin";
import type { InvitationRun } from "@/lib/schemas/responses/admin-employees";

import { useCsrfTokenNow } from "./use-admin-session";

const runsKey = ["admin", "invitation-runs"] as const;
/** How often a run still sending is read again. */
const PROGRESS_EVERY_MS = 3_000;

/** The employer's latest invitations of everyone selected; read again every few seconds while one is sending. */
export function useInvitationRuns() {
  return useQuery({
    queryKey: runsKey,
    queryFn: () => fetchJson<{ data: InvitationRun[] }>("/api/admin/invitation-runs"),
    refetchInterval: (query) =>
      query.state.data?.data.some((run) => run.status === "sending") ? PROGRESS_EVERY_MS : false,
  });
}

export function useStartInvitationRun() {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (filter: AdminEmployeesFilter) =>
      fetchJson<InvitationRun>("/api/admin/invitation-runs", {
        method: "POST",
        body: { filter },
        csrfToken: await csrfTokenNow(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKey }),
  });
}

export function useCancelInvitationRun() {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (runId: string) =>
      fetchJson<InvitationRun>(`/api/admin/invitation-runs/${encodeURIComponent(runId)}/cancel`, {
        method: "POST",
        csrfToken: await csrfTokenNow(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKey }),
  });
}
