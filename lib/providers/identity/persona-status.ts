import type { PersonaStatuses } from "@/lib/domain/identity/persona-settings";

import type { IdentityAnswer } from "./types";

type Outcome = IdentityAnswer["outcome"];

/**
 * A Persona transaction's status → our answer. A status in no list is no answer at all
 * (undefined: the runner retries), never a guess. A documents status after the documentary check
 * asks for nothing more of ours, so a person at Persona decides (the callback settles it).
 */
export function personaOutcome(
  status: string,
  kind: "standard" | "documentary",
  statuses: PersonaStatuses,
): Outcome | undefined {
  if (statuses.passed.includes(status)) return "VERIFIED";
  if (statuses.failed.includes(status)) return "FAILED";
  if (statuses.documents.includes(status))
    return kind === "standard" ? "NEEDS_EXPANDED_VERIFICATION" : "PENDING_REVIEW";
  if (statuses.pending.includes(status)) return "PENDING_REVIEW";
  return undefined;
}

/** What a callback may settle: only final decisions; anything else leaves the check as it is. */
export function personaDecision(
  status: string,
  kind: "standard" | "documentary",
  statuses: PersonaStatuses,
): Exclude<Outcome, "PENDING_REVIEW"> | undefined {
  const outcome = personaOutcome(status, kind, statuses);
  return outcome === "PENDING_REVIEW" ? undefined : outcome;
}

/** The error for a status in no list: Persona's word only (never the subject's data), so safe to name. */
export const unmappedStatus = (status: string) =>
  new Error(`Persona transaction status ${JSON.stringify(status.slice(0, 40))} is in no PERSONA_*_STATUSES list`);
