import type { IdentityAnswer } from "./types";

type Outcome = IdentityAnswer["outcome"];

/**
 * A Persona transaction's status → our answer. Transaction statuses are set by the workflow the
 * transaction type runs (docs/providers.md lists the ones ours must use). Only `approved` is
 * VERIFIED; a status we do not know is no answer at all (undefined: the runner retries), never a
 * guess.
 */
export function personaOutcome(status: string, kind: "standard" | "documentary"): Outcome | undefined {
  switch (status) {
    case "approved":
      return "VERIFIED";
    case "declined":
      return "FAILED";
    // Documents asked for: our expanded flow after the standard check. After the documentary check
    // there is no further step of ours, so a person at Persona decides (the callback settles it).
    case "needs_documents":
      return kind === "standard" ? "NEEDS_EXPANDED_VERIFICATION" : "PENDING_REVIEW";
    // Created, or the workflow is still running, or a person reviews the case: the decision comes
    // later by a signed transaction.status-updated callback.
    case "created":
    case "pending":
    case "completed":
    case "needs_review":
      return "PENDING_REVIEW";
    default:
      return undefined;
  }
}

/** What a callback may settle: only final decisions; anything else leaves the check as it is. */
export function personaDecision(
  status: string,
  kind: "standard" | "documentary",
): Exclude<Outcome, "PENDING_REVIEW"> | undefined {
  const outcome = personaOutcome(status, kind);
  return outcome === "PENDING_REVIEW" ? undefined : outcome;
}
