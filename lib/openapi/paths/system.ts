import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import { healthSchema, readinessSchema } from "@/lib/schemas/responses/misc";

import { registerOperation } from "../operation";

export function registerSystemPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/api/health",
    operationId: "getHealth",
    summary: "Health check",
    description: "No authentication. `200` when the database answers.",
    tag: "System",
    auth: "none",
    success: { status: 200, description: "Healthy.", schema: healthSchema },
    errors: ["service_unavailable"],
  });
  registerOperation(registry, {
    method: "get",
    path: "/api/ready",
    operationId: "getReadiness",
    summary: "Readiness check",
    description:
      "No authentication. For load balancers and orchestrators: `200` when this instance takes traffic; `503` once it has begun a graceful shutdown (in-flight requests still finish) or while the database does not answer.",
    tag: "System",
    auth: "none",
    success: { status: 200, description: "Ready.", schema: readinessSchema },
    errors: ["service_unavailable"],
  });
  registerOperation(registry, {
    method: "get",
    path: "/api/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This document",
    description: "The OpenAPI 3.1 document, generated from the schemas the handlers use. No authentication.",
    tag: "System",
    auth: "none",
    // The document itself: an object whose shape is OpenAPI 3.1 (validated in our tests, not here).
    success: { status: 200, description: "The OpenAPI document.", schema: z.looseObject({ openapi: z.string() }) },
  });
}
