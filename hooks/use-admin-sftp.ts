"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type {
  CreatedSftpAccount,
  EligibilityFileList,
  IssuedSftpPassword,
  SftpAccount,
} from "@/lib/schemas/responses/sftp";

import { useCsrfTokenNow } from "./use-admin-session";
import { useStepUp } from "./use-step-up";

export const adminSftpKeys = {
  accounts: ["admin", "sftp-accounts"] as const,
  files: ["admin", "eligibility-files"] as const,
};

const ACCOUNTS = "/api/admin/sftp-accounts";

export function useSftpAccounts() {
  return useQuery({ queryKey: adminSftpKeys.accounts, queryFn: () => fetchJson<{ data: SftpAccount[] }>(ACCOUNTS) });
}

/** Files received over SFTP; read again every few seconds while one is still waiting or importing. */
export function useEligibilityFiles() {
  return useQuery({
    queryKey: adminSftpKeys.files,
    queryFn: () => fetchJson<EligibilityFileList>("/api/admin/eligibility-files"),
    refetchInterval: (query) =>
      query.state.data?.data.some((file) => file.status === "queued" || file.status === "processing") ? 2000 : false,
  });
}

/**
 * Every account write has one shape: a request (after a fresh factor when the API asks for one: a
 * new account or password does), then the list is read again.
 */
function useAccountWrite<Input, Output>(
  request: (input: Input) => { path: string; method?: "POST" | "DELETE"; body?: unknown },
) {
  const csrfTokenNow = useCsrfTokenNow();
  const withStepUp = useStepUp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const { path, method = "POST", body } = request(input);
      return withStepUp(async () =>
        fetchJson<Output>(`${ACCOUNTS}${path}`, { method, body, csrfToken: await csrfTokenNow() }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSftpKeys.accounts }),
  });
}

const account = (id: string) => `/${encodeURIComponent(id)}`;

export const useCreateSftpAccount = () =>
  useAccountWrite<{ name: string; password: boolean; publicKey?: string }, CreatedSftpAccount>((body) => ({
    path: "",
    body,
  }));
export const useRotateSftpPassword = () =>
  useAccountWrite<string, IssuedSftpPassword>((id) => ({ path: `${account(id)}/rotate-password` }));
export const useRevokeSftpAccount = () =>
  useAccountWrite<string, SftpAccount>((id) => ({ path: `${account(id)}/revoke` }));
export const useAddSftpKey = () =>
  useAccountWrite<{ accountId: string; publicKey: string }, SftpAccount>(({ accountId, publicKey }) => ({
    path: `${account(accountId)}/keys`,
    body: { publicKey },
  }));
export const useRemoveSftpKey = () =>
  useAccountWrite<{ accountId: string; keyId: string }, SftpAccount>(({ accountId, keyId }) => ({
    path: `${account(accountId)}/keys/${encodeURIComponent(keyId)}`,
    method: "DELETE",
  }));
