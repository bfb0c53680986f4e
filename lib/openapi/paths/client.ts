import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { pinApiVersionSchema } from "@/lib/schemas/api-client";
import { apiClientSchema } from "@/lib/schemas/responses/api-client";

import { registerOperation } from "../operation";

export function registerClientPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/api/client",
    operationId: "getClient",
    summary: "Your API client",
    description: "The client the request authenticated as, with the API version it is pinned to.",
    tag: "API client",
    success: { status: 200, description: "Your client.", schema: apiClientSchema },
  });
  registerOperation(registry, {
    method: "post",
    path: "/api/client/api-version",
    operationId: "pinClientApiVersion",
    summary: "Change your pinned API version",
    description:
      "Requests without an `API-Version` header are served under this version from now on (other instances within two seconds), as are webhook endpoints registered before endpoints had a version of their own; endpoints with a version keep theirs. Try the version with the header on single requests first (/docs/changelog says what each changes). An older version may be pinned again to roll back. Recorded in the employers' audit trails.",
    tag: "API client",
    body: { schema: pinApiVersionSchema, example: { apiVersion: "2026-11-21" } },
    success: { status: 200, description: "Your client, pinned to the version.", schema: apiClientSchema },
  });
}
