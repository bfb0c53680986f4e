import { z } from "zod";

import { vendorOutcomeOf } from "@/lib/telemetry/metrics";
import { callVendor } from "@/lib/telemetry/vendor";

import { DOCUMENT_FIELDS, STANDARD_FIELDS, type FieldSpec } from "./persona-fields";
import { fieldKey, inflected, personaHeaders } from "./persona-http";

/** How long start-up waits for each transaction type before it goes on without the check. */
const PREFLIGHT_TIMEOUT_MS = 10_000;

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
 * - `unchecked`: a type that could not be read, or read but not understood (no answer in time,
 *   403 — a quota, or a key not allowed to read types —, 429, any other 4xx or 5xx, no field
 *   schemas): start-up goes on and says so, so a Persona outage does not keep the service down.
 * - `warnings`: what fails some checks only (a type requiring a field the adapter sends only when
 *   the person has it, such as a second address line or a document's back).
 */
export type PreflightResult = {
  problems: string[];
  unchecked: string[];
  warnings: string[];
  /**
   * The smallest `max-file-size-bytes` among the document type's file fields the adapter fills
   * (File field schemas carry it since Persona's 2025-06-16 changelog: "the maximum file size (in
   * bytes) that can be uploaded for a given file field"), when the type names one.
   */
  documentMaxBytes?: number;
};

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
  const documentMaxBytes = results[1]?.documentMaxBytes;
  return {
    problems: results.flatMap((result) => result.problems),
    unchecked: results.flatMap((result) => result.unchecked),
    warnings: results.flatMap((result) => result.warnings),
    ...(documentMaxBytes !== undefined ? { documentMaxBytes } : {}),
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
      (answer) => vendorOutcomeOf(answer.status),
    );
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "no answer in time" : "unreachable";
    return unchecked(`${kind.variable}: transaction type ${kind.id} not checked (Persona ${reason})`);
  }
  if (response.status === 401)
    return problem(`PERSONA_API_KEY: Persona refused it (401) reading transaction type ${kind.id}`);
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
  const documentMaxBytes = fileSizeLimit(kind.fields, active);
  return {
    ...compareFields(kind, active),
    unchecked: [],
    ...(documentMaxBytes !== undefined ? { documentMaxBytes } : {}),
  };
}

/** The smallest `max-file-size-bytes` the type's file fields that we fill set (a positive integer), if any. */
export function fileSizeLimit(
  fields: readonly FieldSpec[],
  schemas: Array<z.infer<typeof fieldSchema>>,
): number | undefined {
  const files = new Set(fields.filter((field) => field.file).map((field) => fieldKey(field.key)));
  const limits = schemas
    .filter((schema) => files.has(fieldKey(schema.key)))
    .map((schema) => inflected(schema.config, "max-file-size-bytes"))
    .filter((limit): limit is number => Number.isSafeInteger(limit) && (limit as number) > 0);
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** The fields the adapter sends against the type's active field schemas (keys compared in any inflection). */
export function compareFields(
  kind: { variable: string; id: string; fields: readonly FieldSpec[] },
  schemas: Array<z.infer<typeof fieldSchema>>,
): { problems: string[]; warnings: string[] } {
  const byKey = new Map(schemas.map((schema) => [fieldKey(schema.key), schema]));
  const sent = new Map(kind.fields.map((field) => [fieldKey(field.key), field]));
  const problems: string[] = [];
  const warnings: string[] = [];
  const type = `${kind.variable}: transaction type ${kind.id}`;
  for (const field of kind.fields) {
    const schema = byKey.get(fieldKey(field.key));
    if (!schema) {
      problems.push(`${type} has no field ${field.key}, which the adapter sends`);
      continue;
    }
    // Transaction field types (https://docs.withpersona.com/transaction-types): Boolean, Date,
    // Documents, File, Float, Hash, Integer, String, Multiple Choices, Array. Only a file against a
    // type known not to be one (or text against a file) is refused: a type name we do not know is
    // left to the workflow, as is whether a choice or a date field takes our text.
    const named = schema.type?.toLowerCase().replace(/[\s-]/g, "_");
    if (field.file && named && TEXT_TYPES.has(named))
      problems.push(`${type} takes ${field.key} as ${schema.type}; the adapter sends a file`);
    if (!field.file && (named === "file" || named === "documents"))
      problems.push(`${type} takes ${field.key} as ${schema.type}; the adapter sends text`);
  }
  for (const schema of schemas) {
    if (inflected(schema.config, "required") !== true) continue;
    const field = sent.get(fieldKey(schema.key));
    if (!field) problems.push(`${type} requires the field ${schema.key}, which the adapter does not send`);
    else if (!field.always)
      warnings.push(`${type} requires the field ${schema.key}, which the adapter sends only when the person has one`);
  }
  return { problems, warnings };
}

const TEXT_TYPES = new Set([
  "string",
  "date",
  "boolean",
  "float",
  "integer",
  "hash",
  "array",
  "choices",
  "multi_choices",
]);

const problem = (message: string): PreflightResult => ({ problems: [message], unchecked: [], warnings: [] });
const unchecked = (message: string): PreflightResult => ({ problems: [], unchecked: [message], warnings: [] });
