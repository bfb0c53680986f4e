"use client";

import { QueryProblem as SharedQueryProblem } from "@/components/ui/query-problem";

/** The portal's failed read: an ended session leads to its sign-in; anything else can be retried. */
export function QueryProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <SharedQueryProblem error={error} onRetry={onRetry} messages="shell" signInHref="/sign-in" />;
}
