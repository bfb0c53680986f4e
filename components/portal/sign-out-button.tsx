"use client";

import { useSignOut } from "@/components/ui/use-sign-out";

export type SignOutLabels = { signOut: string; signingOut: string; signOutFailed: string };

/**
 * Sign-out ends the session on the server (every session of this person) and clears the cookie;
 * it is CSRF-checked like every other write, so the token comes from the server-rendered shell,
 * and so do its words. The sign-in page is then loaded as a new document, so nothing of the old
 * session stays in the browser's memory (the portal's read cache lives there).
 */
export function SignOutButton({ csrfToken, labels }: { csrfToken: string; labels: SignOutLabels }) {
  const { state, signOut } = useSignOut({
    path: "/api/portal/sign-out",
    csrfToken,
    onSignedOut: () => window.location.replace("/sign-in"),
  });

  return (
    <div className="flex items-center gap-2">
      {/* Compact, like the language buttons beside it, so the header stays two short lines at 320 px. */}
      <button
        type="button"
        onClick={signOut}
        disabled={state === "pending"}
        className="min-h-11 whitespace-nowrap rounded-md border border-slate-400 bg-white px-2.5 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
      >
        {state === "pending" ? labels.signingOut : labels.signOut}
      </button>
      {state === "failed" ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {labels.signOutFailed}
        </p>
      ) : null}
    </div>
  );
}
