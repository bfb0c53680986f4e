"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { fetchJson, problemFrom } from "@/lib/client/fetch-json";
import type { EmployeeImport, employeeImportListSchema } from "@/lib/schemas/responses/admin";

import { useCsrfTokenNow } from "./use-admin-session";
import { adminEmployeeKeys } from "./use-admin-employees";

export const adminImportKeys = {
  all: ["admin", "imports"] as const,
  detail: (id: string) => ["admin", "imports", id] as const,
};

const IMPORTS = "/api/admin/imports";

export function useImports() {
  return useQuery({ queryKey: adminImportKeys.all, queryFn: () => fetchJson<z.output<typeof employeeImportListSchema>>(IMPORTS) });
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
    mutationFn: async (fileName: string) => fetchJson<EmployeeImport>(IMPORTS, { method: "POST", body: { fileName }, csrfToken: await csrfTokenNow() }),
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
      const response = await fetch(`${IMPORTS}/${encodeURIComponent(id)}/file`, { method: "PUT", headers, body: file, credentials: "same-origin" });
      const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) throw problemFrom(response.status, data);
      return data as EmployeeImport;
    },
    // The answer is the finished import: shown at once, whatever the progress polling last read.
    onSuccess: (data, { id }) => queryClient.setQueryData(adminImportKeys.detail(id), data),
    // Imported rows change the table and the funnel as much as a hand edit does.
    onSettled: (_data, _error, { id }) =>
      Promise.all(
        [adminImportKeys.detail(id), adminImportKeys.all, adminEmployeeKeys.lists, adminEmployeeKeys.funnel].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
