import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";

import { API_VERSIONS, LATEST_API_VERSION } from "@/lib/versions";

import { registerComponents, SECURITY_SCHEME } from "./components";
import { registerCardPaths } from "./paths/cards";
import { registerEmployeePaths } from "./paths/employees";
import { registerEmployerPaths } from "./paths/employers";
import { registerEventPaths } from "./paths/events";
import { registerIdentityPaths } from "./paths/identity";
import { registerOnboardingPaths } from "./paths/onboarding";
import { registerPaymentMethodPaths } from "./paths/payment-methods";
import { registerSandboxPaths } from "./paths/sandbox";
import { registerSystemPaths } from "./paths/system";
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
  "Sandbox",
  "System",
  "Webhook events",
];

let cached: OpenApiDocument | undefined;

/** The partner API's OpenAPI 3.1 document, built once per process from the zod schemas. */
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
  registerSandboxPaths(registry);
  registerSystemPaths(registry);
  registerWebhooks(registry);
  cached = new OpenApiGeneratorV31(registry.definitions, { sortComponents: "alphabetically" }).generateDocument({
    openapi: "3.1.0",
    info: { title: "Benefits onboarding and card API", version: LATEST_API_VERSION, description: DESCRIPTION },
    servers: [{ url: "/", description: "This server" }],
    security: [{ [SECURITY_SCHEME]: [] }],
    tags: TAGS.map((name) => ({ name })),
  });
  return cached;
}
