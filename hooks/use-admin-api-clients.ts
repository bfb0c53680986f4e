"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { fetchJson } from "@/lib/client/fetch-json";
import type {
  apiClientListSchema,
  CreatedApiClient,
  IssuedSecret,
  RevokedApiClient,
} from "@/lib/schemas/responses/admin-api-clients";

import { useCsrfTokenNow } from "./use-admin-session";
import { useStepUp } from "./use-step-up";

export const adminApiClientKeys = {
  all: ["admin", "api-clients"] as const,
};

const API_CLIENTS = "/api/admin/api-clients";

export function useApiClients() {
  return useQuery({
    queryKey: adminApiClientKeys.all,
    queryFn: () => fetchJson<z.output<typeof apiClientListSchema>>(API_CLIENTS),
  });
}

/**
 * Create, rotate and revoke share one shape: a POST (after a fresh factor when the API asks for
 * one: a new or rotated secret does), then the list is read again.
 */
function useApiClientWrite<Input, Output>(request: (input: Input) => { path: string; body?: unknown }) {
  const csrfTokenNow = useCsrfTokenNow();
  const withStepUp = useStepUp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const { path, body } = request(input);
      return withStepUp(async () =>
        fetchJson<Output>(`${API_CLIENTS}${path}`, { method: "POST", body, csrfToken: await csrfTokenNow() }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminApiClientKeys.all }),
  });
}

export const useCreateApiClient = () =>
  useApiClientWrite<string, CreatedApiClient>((name) => ({ path: "", body: { name } }));
export const useRotateApiClientSecret = () =>
  useApiClientWrite<string, IssuedSecret>((id) => ({ path: `/${encodeURIComponent(id)}/rotate-secret` }));
export const useRevokeApiClient = () =>
  useApiClientWrite<string, RevokedApiClient>((id) => ({ path: `/${encodeURIComponent(id)}/revoke` }));
