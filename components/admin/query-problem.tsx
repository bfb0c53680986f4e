"use client";

import { QueryProblem } from "@/components/ui/query-problem";
import { ApiProblem } from "@/lib/client/fetch-json";

const NOT_FOUND = { href: "/admin", linkKey: "backToEmployees" };

/** A failed read in the HR area: an ended session leads to sign-in, a missing employee says so, the rest can be retried. */
export function AdminQueryProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <QueryProblem
      error={error}
      onRetry={onRetry}
      messages="admin.common"
      signInHref="/admin/sign-in"
      notFound={NOT_FOUND}
    />
  );
}

/** A message for a failed write that no single field explains. */
export function problemKey(error: unknown): "sessionEnded" | "csrfFailed" | "saveFailed" | "serverError" {
  if (!(error instanceof ApiProblem)) return "serverError";
  if (error.status === 401) return "sessionEnded";
  if (error.code === "csrf_failed") return "csrfFailed";
  if (error.status >= 500) return "serverError";
  return "saveFailed";
}
