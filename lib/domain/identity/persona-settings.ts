// What the operator tells the Persona adapter about their transaction types (lib/env/providers.ts reads
// them; lib/providers/identity uses them). Pure: no I/O.

/**
 * Which of a transaction type's statuses mean what to us. Persona's statuses are the workflow's:
 * "Transaction Types consist of custom field schemas and custom statuses"
 * (https://docs.withpersona.com/transaction-types), so the operator names them
 * (PERSONA_PASSED_STATUSES, PERSONA_FAILED_STATUSES, PERSONA_DOCUMENTS_STATUSES,
 * PERSONA_PENDING_STATUSES; docs/providers.md, "Status mapping").
 */
export type PersonaStatuses = {
  /** The person is verified. */
  passed: readonly string[];
  /** The person is not: the adverse-action path. */
  failed: readonly string[];
  /** The standard check asks for an ID document (our expanded verification). */
  documents: readonly string[];
  /** Not decided yet: a person at Persona decides, or the workflow still runs; a callback settles it. */
  pending: readonly string[];
  /**
   * Persona ended the case without a decision (`errored`: the workflow run failed). Final: the
   * check ends unresolved, naming the status, and the person can start again; never retried under
   * the same transaction and never taken for a decision.
   */
  unresolved: readonly string[];
};

/**
 * The defaults: the statuses Persona's guides define for these transactions — `created`
 * ("Transaction has been created"), `approved`, `declined`, `needs_review` ("awaiting manual
 * review"): https://docs.withpersona.com/integration-guide-database-verification-via-api — and
 * `needs_documents`, the custom status our standard workflow ends in when it wants a document.
 * `completed` is in none: one version of the lifecycle guide calls it "run and the outcome is
 * passed", another "a custom status you can add"
 * (https://docs.withpersona.com/transaction-api-first-lifecycle); an operator whose workflow ends
 * there names it. `errored` ("the transaction failed to run": the lifecycle guide) ends the check
 * unresolved. Any other status is in no list: the answer's transaction is recorded and read back
 * until the create deadline, then the check ends unresolved too (docs/providers.md), never a guess.
 */
export const DEFAULT_PERSONA_STATUSES: PersonaStatuses = {
  passed: ["approved"],
  failed: ["declined"],
  documents: ["needs_documents"],
  pending: ["created", "needs_review"],
  unresolved: ["errored"],
};

export const PERSONA_STATUS_VARIABLES = {
  passed: "PERSONA_PASSED_STATUSES",
  failed: "PERSONA_FAILED_STATUSES",
  documents: "PERSONA_DOCUMENTS_STATUSES",
  pending: "PERSONA_PENDING_STATUSES",
  unresolved: "PERSONA_UNRESOLVED_STATUSES",
} as const satisfies Record<keyof PersonaStatuses, string>;

// A status as a transaction type names it: Persona's examples use snake_case, and one shows
// "needs review" with a space; compared exactly as written.
const STATUS = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,62}$/;

/** A comma-separated list of statuses (the variables above), or why it cannot be used. */
export function parseStatusList(text: string): { ok: true; value: string[] } | { ok: false; message: string } {
  const value = text
    .split(",")
    .map((status) => status.trim())
    .filter(Boolean);
  const bad = value.find((status) => !STATUS.test(status));
  if (bad !== undefined)
    return {
      ok: false,
      message: `${JSON.stringify(bad.slice(0, 70))} is not a status name (letters, digits, _ - and spaces)`,
    };
  return { ok: true, value: [...new Set(value)] };
}

/** What makes a set of statuses unusable: a status in two lists, or nothing that passes or fails. */
export function statusProblems(statuses: PersonaStatuses): Array<{ variable: string; message: string }> {
  const problems: Array<{ variable: string; message: string }> = [];
  for (const kind of ["passed", "failed"] as const)
    if (statuses[kind].length === 0)
      problems.push({ variable: PERSONA_STATUS_VARIABLES[kind], message: "must name at least one status" });
  const seen = new Map<string, keyof PersonaStatuses>();
  for (const kind of Object.keys(PERSONA_STATUS_VARIABLES) as Array<keyof PersonaStatuses>) {
    for (const status of statuses[kind]) {
      const earlier = seen.get(status);
      if (earlier)
        problems.push({
          variable: PERSONA_STATUS_VARIABLES[kind],
          message: `names ${JSON.stringify(status)}, which ${PERSONA_STATUS_VARIABLES[earlier]} names too`,
        });
      else seen.set(status, kind);
    }
  }
  return problems;
}

/**
 * How a create-transaction request carries files (PERSONA_FILE_ENCODING). Persona's pages disagree
 * (docs/providers.md, "What only a sandbox run can settle"), so each form is offered:
 * - `multipart` (the default): `multipart/form-data` with `data[attributes][fields][<key>]` file
 *   parts, as the guide for exactly this call shows and recommends ("Because your request will
 *   contain files we recommend using a multipart/form-data style of request over
 *   application/json": https://docs.withpersona.com/integration-guide-gov-id-via-api).
 * - `json`: `application/json` with each file as `{ filename, data: <base64> }` (the KYB guide's
 *   file fields, https://docs.withpersona.com/integration-guide-kyb-via-api, and the API
 *   reference's file schema).
 * - `json-io`: `application/json` with `{ filename, io: <base64> }`, the file type of Persona's
 *   Inquiry Fields page (https://docs.withpersona.com/inquiry-fields), documented for inquiry
 *   fields, not transactions' — so never the default.
 */
export const PERSONA_FILE_ENCODINGS = ["multipart", "json", "json-io"] as const;
export type PersonaFileEncoding = (typeof PERSONA_FILE_ENCODINGS)[number];
