"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type { HrContact } from "@/lib/schemas/admin";

import { useCsrfTokenNow } from "./use-admin-session";

const HR_CONTACT = "/api/admin/hr-contact";
const hrContactKey = ["admin", "hr-contact"] as const;

/** Who the employer's people contact when only the employer can help. */
export function useHrContact() {
  return useQuery({ queryKey: hrContactKey, queryFn: () => fetchJson<HrContact>(HR_CONTACT) });
}

export function useSaveHrContact() {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: HrContact) =>
      fetchJson<HrContact>(HR_CONTACT, { method: "PATCH", body, csrfToken: await csrfTokenNow() }),
    onSuccess: (data) => queryClient.setQueryData(hrContactKey, data),
  });
}
