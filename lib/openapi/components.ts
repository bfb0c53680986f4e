import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import { SUPPORTED_API_VERSIONS, VERSION_HEADER_HELP } from "@/lib/versions";

export const SECURITY_SCHEME = "basicAuth";

export const apiVersionHeader = z
  .enum(SUPPORTED_API_VERSIONS)
  .optional()
  .meta({
    id: "ApiVersion",
    param: { name: "API-Version", in: "header", description: VERSION_HEADER_HELP },
  });

export const idempotencyKeyHeader = z
  .string()
  .min(1)
  .max(255)
  .optional()
  .meta({
    id: "IdempotencyKey",
    param: {
      name: "Idempotency-Key",
      in: "header",
      description:
        "1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`.",
    },
    example: "5f0c2a8e-6a4b-4b7e-9d0e-3f1c2b7a9e41",
  });

const header = (description: string, schema: Record<string, unknown> = { type: "string" }) => ({ description, schema });

/** Response headers and the security scheme every document carries. */
export function registerComponents(registry: OpenAPIRegistry): void {
  registry.registerComponent("securitySchemes", SECURITY_SCHEME, {
    type: "http",
    scheme: "basic",
    description: "Your client id as the user name and your client secret as the password.",
  });
  registry.registerComponent(
    "headers",
    "Request-Id",
    header("This request's id (`req_…`); quote it when you contact us."),
  );
  registry.registerComponent(
    "headers",
    "API-Version",
    header("The API version the request was served under.", { type: "string", enum: [...SUPPORTED_API_VERSIONS] }),
  );
  registry.registerComponent(
    "headers",
    "Idempotent-Replayed",
    header("`true` when this is a stored response replayed for a repeated Idempotency-Key.", {
      type: "string",
      enum: ["true"],
    }),
  );
  registry.registerComponent("headers", "Location", header("The new resource's path."));
  registry.registerComponent("headers", "Allow", header("The methods the path supports."));
  registry.registerComponent("headers", "Retry-After", header("Seconds to wait before retrying."));
  registry.registerComponent(
    "headers",
    "RateLimit-Policy",
    header(
      'The per-client rate (draft-ietf-httpapi-ratelimit-headers): `"partner";q=600;w=60` is 600 requests per 60-second window. On a 429 it names the limit you hit.',
    ),
  );
  registry.registerComponent(
    "headers",
    "RateLimit",
    header(
      'Where your client stands: `"partner";r=42;t=17` leaves 42 requests for the next 17 seconds. See "Rate limits" in the API guide.',
    ),
  );
  registry.registerComponent("headers", "WWW-Authenticate", header("`Basic`: the authentication scheme to use."));
}

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

export function responseHeaders(options: { versioned: boolean; idempotent: boolean; location?: boolean }) {
  return {
    "Request-Id": ref("Request-Id"),
    ...(options.versioned ? { "API-Version": ref("API-Version") } : {}),
    // Partner calls (the versioned ones) count against the per-client rate and say so on every answer.
    ...(options.versioned ? { "RateLimit-Policy": ref("RateLimit-Policy"), RateLimit: ref("RateLimit") } : {}),
    ...(options.idempotent ? { "Idempotent-Replayed": ref("Idempotent-Replayed") } : {}),
    ...(options.location ? { Location: ref("Location") } : {}),
  };
}

export const headerRef = ref;
