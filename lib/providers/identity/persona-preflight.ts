import { z } from "zod";

import { callVendor } from "@/lib/telemetry/vendor";

import { DOCUMENT_FIELDS, STANDARD_FIELDS, type FieldSpec } from "./persona-fields";
import { inflected, personaHeaders } from "./persona-http";

/** How long start-up waits for each transaction type before it goes on without the check. */
export const PREFLIGHT_TIMEOUT_MS = 10_000;

export type PreflightConfig = {
  apiKey: string;
  apiBase: string;
  standardTransactionTypeId: string;
  documentTransactionTypeId: string;
};

/**
 * What start-up learned from Persona about the configured transaction types:
 * - `problems`: what makes every check of a kind fail, each naming the variable to fix (a type
 *   Persona does not have, a key it refuses, a field the adapter sends that the type lacks or
 *   takes as another type, a required field the adapter never sends). Start-up stops on these.
 * - `unchecked`: a type that could not be read for a passing reason (no answer in time, 429,
 *   5xx): start-up goes on and says so, so a Persona outage does not keep the whole service down.
 */
export type PreflightResult = { problems: string[]; unchecked: string[] };

// Retrieve a Transaction Type (GET /api/v1/transaction-types/{transaction-type-id},
// https://docs.withpersona.com/api-reference/transaction-types/retrieve-a-transaction-type): its
// `field-schemas`, each `{ type, key, config: { required, archived-at, deactivated-at } }` (the API
// reference's schema; no page shows an example answer, docs/providers.md).
const fieldSchema = z.object({
  key: z.string().min(1).max(200),
  type: z.string().max(100).optional(),
  config: z.record(z.string(), z.unknown()).optional().catch(undefined),
});
const transactionType = z.object({
  data: z.object({ id: z.string().optional(), attributes: z.record(z.string(), z.unknown()) }),
});

/** Reads both configured transaction types and compares their field schemas with what the adapter sends. */
export async function checkPersonaTransactionTypes(
  config: PreflightConfig,
  timeoutMs = PREFLIGHT_TIMEOUT_MS,
): Promise<PreflightResult> {
  const kinds = [
    { variable: "PERSONA_STANDARD_TRANSACTION_TYPE_ID", id: config.standardTransactionTypeId, fields: STANDARD_FIELDS },
    { variable: "PERSONA_DOCUMENT_TRANSACTION_TYPE_ID", id: config.documentTransactionTypeId, fields: DOCUMENT_FIELDS },
  ];
  const results = await Promise.all(kinds.map((kind) => checkType(config, kind, timeoutMs)));
  return {
    problems: results.flatMap((result) => result.problems),
    unchecked: results.flatMap((result) => result.unchecked),
  };
}

async function checkType(
  config: PreflightConfig,
  kind: { variable: string; id: string; fields: readonly FieldSpec[] },
  timeoutMs: number,
): Promise<PreflightResult> {
  const url = new URL(`/api/v1/transaction-types/${encodeURIComponent(kind.id)}`, config.apiBase);
  let response: Response;
  try {
    response = await callVendor(
      "persona",
      "GET /api/v1/transaction-types/{id}",
      () =>
        fetch(url, { method: "GET", signal: AbortSignal.timeout(timeoutMs), headers: personaHeaders(config.apiKey) }),
      (answer) => answer.status >= 500,
    );
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "no answer in time" : "unreachable";
    return unchecked(`${kind.variable}: transaction type ${kind.id} not checked (Persona ${reason})`);
  }
  if (response.status === 401 || response.status === 403)
    return problem(`PERSONA_API_KEY: Persona refused it (${response.status}) reading transaction type ${kind.id}`);
  if (response.status === 404) return problem(`${kind.variable}: Persona has no transaction type ${kind.id}`);
  if (!response.ok)
    return unchecked(`${kind.variable}: transaction type ${kind.id} not checked (Persona answered ${response.status})`);
  const parsed = transactionType.safeParse(await response.json().catch(() => undefined));
  const schemas = parsed.success
    ? z.array(z.unknown()).safeParse(inflected(parsed.data.data.attributes, "field-schemas"))
    : undefined;
  if (!schemas?.success)
    return unchecked(
      `${kind.variable}: transaction type ${kind.id} not checked (no field schemas in Persona's answer)`,
    );
  const active = schemas.data
    .map((raw) => fieldSchema.safeParse(raw))
    .flatMap((entry) => (entry.success ? [entry.data] : []))
    .filter((entry) => !inflected(entry.config, "archived-at") && !inflected(entry.config, "deactivated-at"));
  return { problems: compareFields(kind, active), unchecked: [] };
}

/** The fields the adapter sends against the type's active field schemas (keys compared in any inflection). */
export function compareFields(
  kind: { variable: string; id: string; fields: readonly FieldSpec[] },
  schemas: Array<z.infer<typeof fieldSchema>>,
): string[] {
  const byKey = new Map(schemas.map((schema) => [normalKey(schema.key), schema]));
  const sent = new Set(kind.fields.map((field) => normalKey(field.key)));
  const problems: string[] = [];
  for (const field of kind.fields) {
    const schema = byKey.get(normalKey(field.key));
    if (!schema) {
      problems.push(`${kind.variable}: transaction type ${kind.id} has no field ${field.key}, which the adapter sends`);
      continue;
    }
    // Transaction field types (https://docs.withpersona.com/transaction-types): Boolean, Date,
    // Documents, File, Float, Hash, Integer, String, Multiple Choices, Array. Only file against
    // not-file is refused: whether a choice or a date field takes our text is the workflow's call.
    const type = schema.type?.toLowerCase();
    if (type && (type === "file") !== field.file)
      problems.push(
        `${kind.variable}: transaction type ${kind.id} takes ${field.key} as ${type}; the adapter sends ${field.file ? "a file" : "text"}`,
      );
  }
  for (const schema of schemas)
    if (inflected(schema.config, "required") === true && !sent.has(normalKey(schema.key)))
      problems.push(
        `${kind.variable}: transaction type ${kind.id} requires the field ${schema.key}, which the adapter does not send`,
      );
  return problems;
}

// name_first, name-first and nameFirst are one key to Persona (https://docs.withpersona.com/api-key-inflection).
const normalKey = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/-/g, "_")
    .toLowerCase();

const problem = (message: string): PreflightResult => ({ problems: [message], unchecked: [] });
const unchecked = (message: string): PreflightResult => ({ problems: [], unchecked: [message] });
