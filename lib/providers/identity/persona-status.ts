import type { PersonaStatuses } from "@/lib/domain/identity/persona-settings";

import type { IdentityAnswer } from "./types";

type Decision = "VERIFIED" | "FAILED" | "NEEDS_EXPANDED_VERIFICATION";
type Outcome = Decision | "PENDING_REVIEW";

/**
 * A Persona transaction's status → our answer. A status in no list is no answer at all
 * (undefined), never a guess. A documents status after the documentary check asks for nothing
 * more of ours, so a person at Persona decides (the callback settles it).
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

/**
 * The answer for a transaction Persona holds, whatever its status: a decision, PENDING_REVIEW,
 * UNRESOLVED (a status the operator lists as Persona ending the case without a decision:
 * `errored` by default) or UNRECOGNISED (a status in no list). The transaction's id is in every
 * one, so the runner records it before acting on the rest.
 */
export function personaAnswer(
  transaction: { id: string; status: string },
  kind: "standard" | "documentary",
  statuses: PersonaStatuses,
): IdentityAnswer {
  const outcome = personaOutcome(transaction.status, kind, statuses);
  if (outcome) return { outcome, providerReference: transaction.id };
  return {
    outcome: statuses.unresolved.includes(transaction.status) ? "UNRESOLVED" : "UNRECOGNISED",
    providerReference: transaction.id,
    vendorStatus: transaction.status,
  };
}

/** What a callback may settle: only final decisions; anything else leaves the check as it is. */
export function personaDecision(
  status: string,
  kind: "standard" | "documentary",
  statuses: PersonaStatuses,
): Decision | undefined {
  const outcome = personaOutcome(status, kind, statuses);
  return outcome === "PENDING_REVIEW" ? undefined : outcome;
}

/** The error for a status in no list: Persona's word only (never the subject's data), so safe to name. */
export const unmappedStatus = (status: string) =>
  new Error(`Persona transaction status ${JSON.stringify(status.slice(0, 40))} is in no PERSONA_*_STATUSES list`);
