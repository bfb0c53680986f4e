"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { fetchJson } from "@/lib/client/fetch-json";
import type { createEmployeeSchema, JsonPatchOperation } from "@/lib/schemas/employee";
import type { BulkInvite } from "@/lib/schemas/admin";
import type { AdminEmployeeDetail } from "@/lib/schemas/responses/admin-employee-detail";
import type {
  AdminEmployeePage,
  BulkInviteResult,
  Funnel,
  SessionsEnded,
} from "@/lib/schemas/responses/admin-employees";
import type { CardResponse } from "@/lib/schemas/responses/card";
import type { EmployeeResponse } from "@/lib/schemas/responses/employee";
import type { InviteLinkResponse } from "@/lib/schemas/responses/misc";

import { useCsrfTokenNow } from "./use-admin-session";
import { useStepUp } from "./use-step-up";

export const adminEmployeeKeys = {
  lists: ["admin", "employees"] as const,
  list: (search: string) => ["admin", "employees", search] as const,
  detail: (id: string) => ["admin", "employee", id] as const,
  // The funnel counts the employees' requirement states, so it changes whenever they do.
  funnel: ["admin", "funnel"] as const,
};

const employeePath = (id: string) => `/api/admin/employees/${encodeURIComponent(id)}`;

/** One page of the table; `search` is the API query string, so equal filters share a cache entry. */
export function useAdminEmployees(search: string) {
  return useQuery({
    queryKey: adminEmployeeKeys.list(search),
    queryFn: () => fetchJson<AdminEmployeePage>(`/api/admin/employees?${search}`),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useFunnel() {
  return useQuery({ queryKey: adminEmployeeKeys.funnel, queryFn: () => fetchJson<Funnel>("/api/admin/funnel") });
}

export function useAdminEmployee(id: string) {
  return useQuery({
    queryKey: adminEmployeeKeys.detail(id),
    queryFn: () => fetchJson<AdminEmployeeDetail>(employeePath(id)),
  });
}

/** Writes change requirement states, so every list, the funnel and the employee are read again. */
export function useInvalidateEmployees() {
  const queryClient = useQueryClient();
  return (id?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminEmployeeKeys.lists }),
      queryClient.invalidateQueries({ queryKey: adminEmployeeKeys.funnel }),
      id ? queryClient.invalidateQueries({ queryKey: adminEmployeeKeys.detail(id) }) : undefined,
    ]);
}

export function usePatchEmployee(id: string) {
  const csrfTokenNow = useCsrfTokenNow();
  const invalidate = useInvalidateEmployees();
  return useMutation({
    mutationFn: async (operations: JsonPatchOperation[]) =>
      fetchJson<EmployeeResponse>(employeePath(id), {
        method: "PATCH",
        body: operations,
        contentType: "application/json-patch+json",
        csrfToken: await csrfTokenNow(),
      }),
    onSuccess: () => invalidate(id),
  });
}

export function useCreateEmployee() {
  const csrfTokenNow = useCsrfTokenNow();
  const invalidate = useInvalidateEmployees();
  return useMutation({
    mutationFn: async (body: z.input<typeof createEmployeeSchema>) =>
      fetchJson<EmployeeResponse>("/api/admin/employees", { method: "POST", body, csrfToken: await csrfTokenNow() }),
    onSuccess: () => invalidate(),
  });
}

export function useCreateInviteLink(id: string) {
  const csrfTokenNow = useCsrfTokenNow();
  return useMutation({
    mutationFn: async () =>
      fetchJson<InviteLinkResponse>(`${employeePath(id)}/invite-link`, {
        method: "POST",
        csrfToken: await csrfTokenNow(),
      }),
  });
}

/** Signs the employee out everywhere and withdraws their unused links. */
export function useEndEmployeeSessions(id: string) {
  const csrfTokenNow = useCsrfTokenNow();
  return useMutation({
    mutationFn: async () =>
      fetchJson<SessionsEnded>(`${employeePath(id)}/end-sessions`, { method: "POST", csrfToken: await csrfTokenNow() }),
  });
}

/**
 * Erases the employee for good (docs/data-retention.md#erasure), after a fresh factor when the API
 * asks for one; the lists are read again, and the page's own query is dropped (it would be 404 now).
 */
export function useEraseEmployee(id: string) {
  const csrfTokenNow = useCsrfTokenNow();
  const withStepUp = useStepUp();
  const invalidate = useInvalidateEmployees();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (confirmReference: string) =>
      withStepUp(async () =>
        fetchJson<unknown>(`${employeePath(id)}/erase`, {
          method: "POST",
          body: { confirmReference },
          csrfToken: await csrfTokenNow(),
        }),
      ),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: adminEmployeeKeys.detail(id) });
      await invalidate();
    },
  });
}

/** E-mails single-use invite links to the selected or filtered employees; the table shows the new dates. */
export function useBulkInvite() {
  const csrfTokenNow = useCsrfTokenNow();
  const invalidate = useInvalidateEmployees();
  return useMutation({
    mutationFn: async (body: BulkInvite) =>
      fetchJson<BulkInviteResult>("/api/admin/employees/invitations", {
        method: "POST",
        body,
        csrfToken: await csrfTokenNow(),
      }),
    onSuccess: () => invalidate(),
  });
}

/** HR's changes to an employee's card (lib/domain/cards/card-lifecycle.ts says which HR may make). */
export type AdminCardChangeRequest =
  | { cardId: string; action: "lock" | "unlock"; body: { reason: string } }
  | { cardId: string; action: "close"; body: { reason: string } }
  | { cardId: string; action: "report-lost-or-stolen"; body: { reason: "lost" | "stolen" } }
  | { cardId: string; action: "mail-again"; body: { addressConfirmed: true } };

export function useAdminCardChange(id: string) {
  const csrfTokenNow = useCsrfTokenNow();
  const invalidate = useInvalidateEmployees();
  return useMutation({
    mutationFn: async ({ cardId, action, body }: AdminCardChangeRequest) =>
      fetchJson<CardResponse>(`${employeePath(id)}/cards/${encodeURIComponent(cardId)}/${action}`, {
        method: "POST",
        body,
        csrfToken: await csrfTokenNow(),
      }),
    onSettled: () => invalidate(id),
  });
}
