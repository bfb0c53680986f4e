"use client";

import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";

import { useCsrfTokenNow } from "./use-admin-session";
import { useStepUp } from "./use-step-up";

/** One write: a path under the resource's base, POST unless said otherwise. */
export type StepUpWrite = { path: string; method?: "POST" | "PATCH" | "DELETE"; body?: unknown };

type Options<Input> = {
  /** Where the resource's writes go, each write's path appended (none: each path is whole). */
  base?: string;
  /** The query the writes change, read again after each. */
  invalidates: QueryKey;
  /** Where the CSRF token comes from, when not from the HR session (the account's own writes). */
  csrfToken?: () => Promise<string>;
  request: (input: Input) => StepUpWrite;
};

/**
 * The HR area's writes share one shape: a request with the CSRF token, sent once more after a
 * fresh factor when the API asks for one (new secrets and passwords, role changes, removing a
 * factor), then the resource's query is read again.
 */
export function useStepUpWrite<Input, Output = unknown>({
  base = "",
  invalidates,
  csrfToken,
  request,
}: Options<Input>) {
  const sessionCsrfToken = useCsrfTokenNow();
  const tokenNow = csrfToken ?? sessionCsrfToken;
  const withStepUp = useStepUp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const { path, method = "POST", body } = request(input);
      return withStepUp(async () => fetchJson<Output>(`${base}${path}`, { method, body, csrfToken: await tokenNow() }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}
