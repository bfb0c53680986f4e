"use client";

import { useQuery } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type {
  CreatedSftpAccount,
  EligibilityFileList,
  IssuedSftpPassword,
  SftpAccount,
} from "@/lib/schemas/responses/sftp";

import { useStepUpWrite, type StepUpWrite } from "./use-step-up-write";

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

const useAccountWrite = <Input, Output>(request: (input: Input) => StepUpWrite) =>
  useStepUpWrite<Input, Output>({ base: ACCOUNTS, invalidates: adminSftpKeys.accounts, request });

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
