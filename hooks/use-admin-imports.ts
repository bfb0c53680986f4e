"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { fetchJson, problemFrom } from "@/lib/client/fetch-json";
import type { EligibilityFileMode } from "@/lib/domain/program/full-file";
import type { EligibilitySettings } from "@/lib/schemas/admin";
import type { EmployeeImport, employeeImportListSchema } from "@/lib/schemas/responses/admin-imports";

import { useCsrfTokenNow } from "./use-admin-session";
import { adminEmployeeKeys } from "./use-admin-employees";
import { adminSftpKeys } from "./use-admin-sftp";

export const adminImportKeys = {
  all: ["admin", "imports"] as const,
  detail: (id: string) => ["admin", "imports", id] as const,
  settings: ["admin", "eligibility-settings"] as const,
};

const IMPORTS = "/api/admin/imports";

export function useImports() {
  return useQuery({
    queryKey: adminImportKeys.all,
    queryFn: () => fetchJson<z.output<typeof employeeImportListSchema>>(IMPORTS),
  });
}

/**
 * The import's progress, read every second until it has finished (or its upload has failed, after
 * which nothing will start it).
 */
export function useImportJob(id: string, { uploading, uploadFailed }: { uploading: boolean; uploadFailed: boolean }) {
  return useQuery({
    queryKey: adminImportKeys.detail(id),
    queryFn: () => fetchJson<EmployeeImport>(`${IMPORTS}/${encodeURIComponent(id)}`),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      const unfinished = status === undefined || status === "pending" || status === "running";
      return uploading || (unfinished && !uploadFailed) ? 1000 : false;
    },
  });
}

export function useCreateImport() {
  const csrfTokenNow = useCsrfTokenNow();
  return useMutation({
    mutationFn: async (body: { fileName: string; mode: EligibilityFileMode }) =>
      fetchJson<EmployeeImport>(IMPORTS, { method: "POST", body, csrfToken: await csrfTokenNow() }),
  });
}

/**
 * An HR admin's decision on a held full file. Confirming applies it (the answer comes once it
 * has been); either way the imports, the files received over SFTP, the table and the funnel are
 * read again.
 */
export function useDecideImport() {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: "confirm" | "discard" }) =>
      fetchJson<EmployeeImport>(`${IMPORTS}/${encodeURIComponent(id)}/${decision}`, {
        method: "POST",
        csrfToken: await csrfTokenNow(),
      }),
    onSuccess: (data) => queryClient.setQueryData(adminImportKeys.detail(data.id), data),
    onSettled: (_data, _error, { id }) =>
      Promise.all(
        [
          adminImportKeys.detail(id),
          adminImportKeys.all,
          adminSftpKeys.files,
          adminEmployeeKeys.lists,
          adminEmployeeKeys.funnel,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

const SETTINGS = "/api/admin/eligibility-settings";

export function useEligibilitySettings() {
  return useQuery({ queryKey: adminImportKeys.settings, queryFn: () => fetchJson<EligibilitySettings>(SETTINGS) });
}

export function useSaveEligibilitySettings() {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EligibilitySettings) =>
      fetchJson<EligibilitySettings>(SETTINGS, { method: "PATCH", body, csrfToken: await csrfTokenNow() }),
    onSuccess: (data) => queryClient.setQueryData(adminImportKeys.settings, data),
  });
}

/**
 * Sends the file as the request body (the browser streams a File; no FormData, no reading it into
 * memory). The answer only comes when the import has finished, so progress is read meanwhile.
 */
export function useUploadImportFile() {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const headers = { "content-type": "text/csv", accept: "application/json", "x-csrf-token": await csrfTokenNow() };
      const response = await fetch(`${IMPORTS}/${encodeURIComponent(id)}/file`, {
        method: "PUT",
        headers,
        body: file,
        credentials: "same-origin",
      });
      const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) throw problemFrom(response.status, data);
      return data as EmployeeImport;
    },
    // The answer is the finished import: shown at once, whatever the progress polling last read.
    onSuccess: (data, { id }) => queryClient.setQueryData(adminImportKeys.detail(id), data),
    // Imported rows change the table and the funnel as much as a hand edit does.
    onSettled: (_data, _error, { id }) =>
      Promise.all(
        [adminImportKeys.detail(id), adminImportKeys.all, adminEmployeeKeys.lists, adminEmployeeKeys.funnel].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
