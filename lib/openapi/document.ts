import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";

import { API_VERSIONS, LATEST_API_VERSION } from "@/lib/versions";

import { registerComponents, SECURITY_SCHEME } from "./components";
import { registerCardPaths } from "./paths/cards";
import { registerClientPaths } from "./paths/client";
import { registerEmployeePaths } from "./paths/employees";
import { registerEmployerPaths } from "./paths/employers";
import { registerEventPaths } from "./paths/events";
import { registerIdentityPaths } from "./paths/identity";
import { registerOnboardingPaths } from "./paths/onboarding";
import { registerPaymentMethodPaths } from "./paths/payment-methods";
import { registerSandboxPaths } from "./paths/sandbox";
import { registerSystemPaths } from "./paths/system";
import { registerVendorCallbackPaths } from "./paths/vendor-callbacks";
import { registerWebhookEndpointPaths } from "./paths/webhook-endpoints";
import { registerWebhooks } from "./webhooks";

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

const DESCRIPTION = `The partner API of the benefits onboarding and card service: employees, the 12 onboarding requirements, agreements, ability to repay, identity verification, payment methods, cards and signed webhooks.

- **Authentication**: HTTP Basic with your client id and secret. An employer your client is not bound to answers \`404 employer_not_found\`.
- **Errors**: RFC 9457 \`application/problem+json\` with a stable \`code\`; field problems in \`errors[]\` as JSON Pointers.
- **Idempotency**: send \`Idempotency-Key\` on every POST.
- **Versions** (\`API-Version\` header):
${API_VERSIONS.map(({ version, changes }) => `  - \`${version}\`: ${changes.join(" ")}`).join("\n")}

Guides: [/docs/guides](/docs/guides).`;

const TAGS = [
  "Employers",
  "Employees",
  "Onboarding",
  "Agreements",
  "Ability to repay",
  "Identity verification",
  "Payment methods",
  "Cards",
  "Webhook endpoints",
  "Events",
  "API client",
  "Sandbox",
  "System",
  "Webhook events",
];

let cached: OpenApiDocument | undefined;
let vendorCallbacks: OpenApiDocument | undefined;

/**
 * The partner API's OpenAPI 3.1 document, built once per process from the zod schemas: partner
 * operations, webhooks and the problem codes they answer with, nothing else (the vendors' callbacks
 * are buildVendorCallbacksDocument's; the HR and portal APIs are internal).
 */
export function buildOpenApiDocument(): OpenApiDocument {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  registerComponents(registry);
  registerEmployerPaths(registry);
  registerEmployeePaths(registry);
  registerOnboardingPaths(registry);
  registerIdentityPaths(registry);
  registerPaymentMethodPaths(registry);
  registerCardPaths(registry);
  registerWebhookEndpointPaths(registry);
  registerEventPaths(registry);
  registerClientPaths(registry);
  registerSandboxPaths(registry);
  registerSystemPaths(registry);
  registerWebhooks(registry);
  cached = slimmed(
    new OpenApiGeneratorV31(registry.definitions, { sortComponents: "alphabetically" }).generateDocument({
      openapi: "3.1.0",
      info: { title: "Benefits onboarding and card API", version: LATEST_API_VERSION, description: DESCRIPTION },
      servers: [{ url: "/", description: "This server" }],
      security: [{ [SECURITY_SCHEME]: [] }],
      tags: TAGS.map((name) => ({ name })),
    }),
  );
  return cached;
}

/** The callbacks Stripe and Persona call (never partners), for whoever configures those vendors. */
export function buildVendorCallbacksDocument(): OpenApiDocument {
  if (vendorCallbacks) return vendorCallbacks;
  const registry = new OpenAPIRegistry();
  registerComponents(registry);
  registerVendorCallbackPaths(registry);
  vendorCallbacks = slimmed(
    new OpenApiGeneratorV31(registry.definitions, { sortComponents: "alphabetically" }).generateDocument({
      openapi: "3.1.0",
      info: {
        title: "Benefits onboarding: vendor callbacks",
        version: LATEST_API_VERSION,
        description:
          "The endpoints the card issuer (Stripe) and the identity vendor (Persona) call with their events. Partners never call them: the partner API is at /api/openapi.json. Each is authenticated by its vendor's signature only (docs/providers.md).",
      },
      servers: [{ url: "/", description: "This server" }],
      security: [],
      tags: [{ name: "Vendor callbacks" }],
    }),
  );
  return vendorCallbacks;
}

type ProblemContent = { examples?: Record<string, unknown> };
type Response = { description: string; content?: Record<string, ProblemContent> };

/**
 * What the generator writes once per operation, kept once per document: each problem example is a
 * component (`#/components/examples/Problem_{code}`) every operation refers to, and the Problem
 * schema's `code` lists the codes this document's operations answer with, not the whole catalog.
 */
function slimmed(document: OpenApiDocument): OpenApiDocument {
  // Every operation's problem responses: each visit gets the operation's responses, the status and its content.
  const problemResponses = (
    visit: (responses: Record<string, Response>, status: string, content: ProblemContent) => void,
  ) => {
    for (const item of Object.values(document.paths ?? {}))
      for (const operation of Object.values(item ?? {})) {
        const responses = (operation as { responses?: Record<string, Response> }).responses ?? {};
        for (const [status, response] of Object.entries(responses)) {
          const content = response.content?.["application/problem+json"];
          if (content) visit(responses, status, content);
        }
      }
  };
  const examples: Record<string, { summary?: string; value?: unknown }> = {};
  const codes = new Set<string>();
  // A problem response that several operations give word for word (the same status, codes and
  // headers: 401, 429, most 404s) is one component they refer to.
  const seen = new Map<string, { count: number; name: string; response: Response }>();
  const jsonOf = new Map<Response, string>();
  problemResponses((responses, status, content) => {
    for (const [code, example] of Object.entries(content.examples ?? {})) {
      codes.add(code);
      examples[`Problem_${code}`] = example as { summary?: string; value?: unknown };
      content.examples![code] = { $ref: `#/components/examples/Problem_${code}` };
    }
    const response = responses[status]!;
    const json = JSON.stringify(response);
    jsonOf.set(response, json);
    const entry = seen.get(json);
    if (entry) entry.count++;
    else
      seen.set(json, {
        count: 1,
        name: `Problem${status}_${Object.keys(content.examples ?? {}).join("_or_")}`,
        response,
      });
  });
  const shared: Record<string, Response> = {};
  const names = new Map<string, string>();
  problemResponses((responses, status) => {
    const json = jsonOf.get(responses[status]!)!;
    const entry = seen.get(json)!;
    if (entry.count < 2) return;
    // Two variants of the same codes (with and without the API-Version header) get _2, _3 ….
    let name = names.get(json);
    if (!name) {
      name = entry.name;
      for (let n = 2; name in shared; n++) name = `${entry.name}_${n}`;
      names.set(json, name);
      shared[name] = entry.response;
    }
    responses[status] = { $ref: `#/components/responses/${name}` } as unknown as Response;
  });
  const problem = document.components?.schemas?.Problem as { properties?: { code?: { enum?: string[] } } } | undefined;
  // 405 method_not_allowed is no operation's: any path answers it to a method it does not have.
  if (problem?.properties?.code?.enum) problem.properties.code.enum = [...codes, "method_not_allowed"].sort();
  document.components = {
    ...document.components,
    examples: { ...document.components?.examples, ...sortedKeys(examples) },
    // Response is the part of OpenAPI's ResponseObject this reads and writes; these are those objects.
    responses: {
      ...document.components?.responses,
      ...(sortedKeys(shared) as Record<string, { description: string }>),
    },
  };
  return document;
}

const sortedKeys = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
