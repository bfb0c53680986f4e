"use client";

import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

import { ApiProblem } from "@/lib/client/fetch-json";

import { adminSignIn } from "./use-admin-sign-in";

const subscribe = (changed: () => void) => {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
};

/**
 * The invitation's token, from the link's fragment (/admin/join#<token>): a fragment never reaches
 * a server or its logs. Null while rendering on the server, "" when the link has none.
 */
export function useInviteToken(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => decodeURIComponent(window.location.hash.replace(/^#/, "")).trim(),
    () => null,
  );
}

/** What the invitation is for; 404 `invite_invalid` when it expired, was used or withdrawn. */
export function useInvitePreview(token: string | null) {
  return useQuery({
    queryKey: ["admin", "join", token],
    queryFn: () => adminSignIn.joinPreview(token ?? ""),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}

/** The link expired, was used, or was withdrawn: only a new invitation helps. */
export const isInviteInvalid = (error: unknown): boolean =>
  error instanceof ApiProblem && (error.code === "invite_invalid" || error.status === 404);
