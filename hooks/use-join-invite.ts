"use client";

import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

import { ApiProblem, fetchJson } from "@/lib/client/fetch-json";
import type { OperatorInvitePreview } from "@/lib/schemas/responses/operator-account";

import { adminSignIn } from "./use-admin-sign-in";

const subscribe = (changed: () => void) => {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
};

/**
 * The invitation's token, from the link's fragment (/admin/join#<token>, /operator/join#<token>): a
 * fragment never reaches a server or its logs. Null while rendering on the server, "" when the
 * link has none.
 */
export function useInviteToken(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => decodeURIComponent(window.location.hash.replace(/^#/, "")).trim(),
    () => null,
  );
}

// Read once: an invitation does not change while the page shows it, and a spent one answers 404.
const previewOptions = <T>(
  queryKey: readonly unknown[],
  token: string | null,
  read: (token: string) => Promise<T>,
) => ({
  queryKey,
  queryFn: () => read(token ?? ""),
  enabled: Boolean(token),
  retry: false,
  staleTime: Infinity,
});

/** What an HR invitation is for; 404 `invite_invalid` when it expired, was used or withdrawn. */
export function useInvitePreview(token: string | null) {
  return useQuery(previewOptions(["admin", "join", token], token, adminSignIn.joinPreview));
}

/** What an operator's invitation is for (role, name, e-mail); 404 `invite_invalid` as HR's. */
export function useOperatorInvitePreview(token: string | null) {
  return useQuery(
    previewOptions(["operator", "join", token], token, (value) =>
      fetchJson<OperatorInvitePreview>("/api/operator/join/preview", { method: "POST", body: { token: value } }),
    ),
  );
}

/** The link expired, was used, or was withdrawn: only a new invitation helps. */
export const isInviteInvalid = (error: unknown): boolean =>
  error instanceof ApiProblem && (error.code === "invite_invalid" || error.status === 404);
