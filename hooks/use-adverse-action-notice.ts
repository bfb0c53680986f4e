"use client";

import { fetchJson } from "@/lib/client/fetch-json";
import type { AdverseActionNoticeResponse } from "@/lib/schemas/responses/adverse-action-notice";

import { usePortalQuery } from "./use-portal-query";

export const adverseActionNoticeKey = (noticeId: string) => ["portal", "adverse-action-notice", noticeId] as const;

/** The signed-in employee's own notice, as it was sent; it never changes, so it is read once. */
export function useAdverseActionNotice(noticeId: string) {
  return usePortalQuery({
    queryKey: adverseActionNoticeKey(noticeId),
    queryFn: () =>
      fetchJson<AdverseActionNoticeResponse>(`/api/portal/adverse-action-notices/${encodeURIComponent(noticeId)}`),
    staleTime: Infinity,
  });
}
