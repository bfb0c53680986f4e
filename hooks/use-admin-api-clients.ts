"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";

import { fetchJson } from "@/lib/client/fetch-json";
import type {
  ApiClient,
  apiClientListSchema,
  CreatedApiClient,
  IssuedSecret,
  RevokedApiClient,
} from "@/lib/schemas/responses/admin-api-clients";

import { useStepUpWrite, type StepUpWrite } from "./use-step-up-write";

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

/** Create, rotate, revoke and a new version are POSTs (a new or rotated secret, or a new version, asks for a fresh factor), then the list is read again. */
const useApiClientWrite = <Input, Output>(request: (input: Input) => StepUpWrite) =>
  useStepUpWrite<Input, Output>({ base: API_CLIENTS, invalidates: adminApiClientKeys.all, request });

export const useCreateApiClient = () =>
  useApiClientWrite<string, CreatedApiClient>((name) => ({ path: "", body: { name } }));
export const useRotateApiClientSecret = () =>
  useApiClientWrite<string, IssuedSecret>((id) => ({ path: `/${encodeURIComponent(id)}/rotate-secret` }));
export const useSetApiClientVersion = () =>
  useApiClientWrite<{ id: string; apiVersion: string }, ApiClient>(({ id, apiVersion }) => ({
    path: `/${encodeURIComponent(id)}/api-version`,
    body: { apiVersion },
  }));
export const useRevokeApiClient = () =>
  useApiClientWrite<string, RevokedApiClient>((id) => ({ path: `/${encodeURIComponent(id)}/revoke` }));
