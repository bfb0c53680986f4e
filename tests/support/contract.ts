import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";

import { buildOpenApiDocument, buildVendorCallbacksDocument } from "@/lib/openapi/document";

/**
 * Checks a real response against the OpenAPI document: the operation must exist, the status must
 * be documented for it, and the body must match the documented schema. Paths that are not in the
 * document must be ones it leaves out on purpose (the admin and portal APIs) or answer 404/405.
 */
type Response = { content?: Record<string, { schema?: unknown }> };
type Operation = { responses?: Record<string, Response> };
type Matcher = { template: string; pattern: RegExp; rank: number[]; operations: Record<string, Operation> };

// The partner document, and the vendors' callbacks in theirs: both are held to what they say.
const partner = buildOpenApiDocument();
const vendorCallbacks = buildVendorCallbacksDocument();
const document = {
  paths: { ...partner.paths, ...vendorCallbacks.paths },
  components: {
    ...partner.components,
    schemas: { ...vendorCallbacks.components?.schemas, ...partner.components?.schemas },
    examples: { ...vendorCallbacks.components?.examples, ...partner.components?.examples },
    responses: { ...vendorCallbacks.components?.responses, ...partner.components?.responses },
  },
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat("date-time", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
// Component references resolve inside each compiled schema: the components travel along as $defs.
const toDefs = (schema: unknown) =>
  JSON.parse(JSON.stringify(schema ?? {}).replaceAll("#/components/schemas/", "#/$defs/")) as Record<string, unknown>;
const defs = toDefs(document.components?.schemas);
const compiled = new Map<string, ValidateFunction>();

const matchers: Matcher[] = Object.entries(document.paths ?? {})
  .map(([template, operations]) => {
    const segments = template.split("/").filter(Boolean);
    const source = segments
      .map((s) => (s.startsWith("{") ? "/[^/]+" : `/${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
      .join("");
    return {
      template,
      pattern: new RegExp(`^${source}/?$`),
      rank: segments.map((s) => (s.startsWith("{") ? 1 : 0)),
      operations: operations as Record<string, Operation>,
    };
  })
  // Static segments win over parameters, as in Next.js routing (…/payment-methods/stripe).
  .sort((a, b) => {
    for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
      const diff = (a.rank[i] ?? -1) - (b.rank[i] ?? -1);
      if (diff !== 0) return diff;
    }
    return 0;
  });

const UNDOCUMENTED = /^\/api\/(admin|portal)\//;

export function findOperation(
  method: string,
  pathname: string,
): { template: string; operation?: Operation } | undefined {
  const matcher = matchers.find((m) => m.pattern.test(pathname));
  if (!matcher) return undefined;
  return { template: matcher.template, operation: matcher.operations[method.toLowerCase()] };
}

/** Throws with a readable message when the response does not match the document. */
export function assertMatchesContract(args: {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  body: unknown;
}): void {
  const pathname = new URL(args.path, "http://localhost").pathname;
  const where = `${args.method} ${pathname} → ${args.status}`;
  if (UNDOCUMENTED.test(pathname)) return;
  const found = findOperation(args.method, pathname);
  if (!found || !found.operation) {
    // Not an operation: only the catch-all's 404 and the 405 of methods() may answer.
    const expected = found ? 405 : 404;
    if (args.status === expected && args.contentType?.startsWith("application/problem+json"))
      return validateAgainst(`problem`, { $ref: "#/$defs/Problem" }, args.body, where);
    throw new Error(`contract: ${where} is not in the OpenAPI document`);
  }
  const listed = found.operation.responses?.[String(args.status)] as (Response & { $ref?: string }) | undefined;
  // A problem response several operations share is a component (lib/openapi/document.ts `slimmed`).
  const response = listed?.$ref
    ? (document.components.responses?.[listed.$ref.replace("#/components/responses/", "")] as Response | undefined)
    : listed;
  if (!response) {
    throw new Error(
      `contract: ${where}: status ${args.status} is not documented for ${args.method} ${found.template} (documented: ${Object.keys(found.operation.responses ?? {}).join(", ")})\n${JSON.stringify(args.body)}`,
    );
  }
  const mediaType = (args.contentType ?? "").split(";")[0]!.trim();
  const content = response.content?.[mediaType];
  if (!content) throw new Error(`contract: ${where}: content type ${mediaType || "(none)"} is not documented`);
  validateAgainst(`${args.method} ${found.template} ${args.status} ${mediaType}`, content.schema, args.body, where);
}

function validateAgainst(key: string, schema: unknown, body: unknown, where: string): void {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ ...toDefs(schema), $defs: defs });
    compiled.set(key, validate);
  }
  if (!validate(body)) {
    const problems = (validate.errors ?? [])
      .map((e) => `  ${e.instancePath || "/"} ${e.message ?? ""} ${JSON.stringify(e.params)}`)
      .join("\n");
    throw new Error(
      `contract: ${where}: the body does not match the documented schema\n${problems}\nbody: ${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
}
