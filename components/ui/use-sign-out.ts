"use client";

import { useState } from "react";

type Options = { path: string; csrfToken: string; onSignedOut: () => void };

/**
 * Ends the session on the server: a CSRF-checked POST like every other write. Whatever comes next
 * (where to go, what to forget) is the caller's, once the server has said yes.
 */
export function useSignOut({ path, csrfToken, onSignedOut }: Options) {
  const [state, setState] = useState<"idle" | "pending" | "failed">("idle");

  async function signOut() {
    setState("pending");
    try {
      const response = await fetch(path, {
        method: "POST",
        credentials: "same-origin",
        headers: { "x-csrf-token": csrfToken },
      });
      if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
      onSignedOut();
    } catch {
      setState("failed");
    }
  }

  return { state, signOut };
}
