"use client";

import { QueryProblem } from "@/components/ui/query-problem";
import { useAccountDoor } from "@/hooks/use-account-door";
import { StepUpCancelled } from "@/hooks/use-step-up";
import { ApiProblem } from "@/lib/client/fetch-json";

const NOT_FOUND = { href: "/admin", linkKey: "backToEmployees" };

/**
 * A failed read in the HR area: an ended session leads to sign-in, a missing employee says so, the
 * rest can be retried. In the operator console (the account page), an ended session leads to its
 * own sign-in, and there is no employee to be missing.
 */
export function AdminQueryProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const door = useAccountDoor();
  return (
    <QueryProblem
      error={error}
      onRetry={onRetry}
      messages="admin.common"
      signInHref={`${door.pages}/sign-in`}
      notFound={door.name === "admin" ? NOT_FOUND : undefined}
    />
  );
}

/** A message for a failed write that no single field explains. */
export function problemKey(
  error: unknown,
):
  | "sessionEnded"
  | "csrfFailed"
  | "saveFailed"
  | "serverError"
  | "roleNotAllowed"
  | "stepUpCancelled"
  | "stepUpRequired" {
  if (error instanceof StepUpCancelled) return "stepUpCancelled";
  if (!(error instanceof ApiProblem)) return "serverError";
  if (error.status === 401) return "sessionEnded";
  if (error.code === "csrf_failed") return "csrfFailed";
  if (error.code === "role_not_allowed") return "roleNotAllowed";
  // Asked again after a factor was given (its ten minutes ran out in between, or another tab signed out).
  if (error.code === "step_up_required") return "stepUpRequired";
  if (error.status >= 500) return "serverError";
  return "saveFailed";
}
