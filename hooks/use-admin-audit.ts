"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type { AuditPage } from "@/lib/schemas/responses/admin-audit";

export const adminAuditKeys = {
  page: (search: string) => ["admin", "audit", search] as const,
};

/** One page of the audit trail; `search` is the API query string, so equal filters share a cache entry. */
export function useAuditPage(search: string) {
  return useQuery({
    queryKey: adminAuditKeys.page(search),
    queryFn: () => fetchJson<AuditPage>(`/api/admin/audit?${search}`),
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
