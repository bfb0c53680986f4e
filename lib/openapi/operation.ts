import type { OpenAPIRegistry, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import type { ErrorCode } from "@/lib/errors/catalog";
import { versionAddingOperation, type ApiVersion } from "@/lib/versions";

import { apiVersionHeader, idempotencyKeyHeader, responseHeaders, SECURITY_SCHEME } from "./components";
import { problemResponses } from "./problems";

type Method = "get" | "post" | "patch" | "delete";

export type Operation = {
  method: Method;
  /** OpenAPI path template, e.g. /api/employers/{employerId}/employees. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; contentTypes?: string[]; example?: unknown; description?: string; optional?: true };
  /** Absent for an endpoint that only answers with a problem (a removed one). */
  success?: { status: number; description: string; schema: z.ZodType; example?: unknown; location?: boolean };
  /** Codes specific to this operation; the ones every partner call can get are added here. */
  errors?: ErrorCode[];
  /** `partner`: withPartner (Basic, API-Version, idempotency). `none`: no authentication. */
  auth?: "partner" | "none" | "sandbox-client-secret";
  sandboxOnly?: boolean;
};

// What each path parameter is; every `{name}` in a path must be here.
const PATH_PARAMS: Record<string, { description: string; example: string }> = {
  employerId: { description: "The employer (`empr_…`).", example: "empr_7Hq2Lm9XcV3bN8kP1sT4wY" },
  employer_id: { description: "The employer (`empr_…`).", example: "empr_7Hq2Lm9XcV3bN8kP1sT4wY" },
  employeeId: { description: "The employee (`empl_…`).", example: "empl_3xK9q2VfYp0LmN7bR4tZ1a" },
  employee_id: { description: "The employee (`empl_…`).", example: "empl_3xK9q2VfYp0LmN7bR4tZ1a" },
  agreementId: { description: "The agreement (`agr_…`).", example: "agr_2Wc4Ev6Rb8Tn0Ym3Ux5Iz7" },
  cardId: { description: "The card (`card_…`).", example: "card_5Rt8Yu2IoP4aS6dF9gH1jK" },
  paymentMethodId: { description: "The payment method's integer id.", example: "17" },
  endpointId: { description: "The webhook endpoint (`whep_…`).", example: "whep_6Yt8Ui0Op2As4Df6Gh8Jk0" },
  deliveryId: { description: "The delivery (`msg_…`, also its `webhook-id`).", example: "msg_3fX5Ke7Lq9Zs1Wd3Rf5Tg7" },
  setupIntentId: { description: "The sandbox SetupIntent (`seti_…`).", example: "seti_1Q2w3E4r5T6y" },
};

// Not-found codes implied by a path parameter (the wrapper and the lookups throw them).
const PARAM_ERRORS: Partial<Record<string, ErrorCode>> = {
  employerId: "employer_not_found",
  employer_id: "employer_not_found",
  employeeId: "employee_not_found",
  employee_id: "employee_not_found",
  cardId: "card_not_found",
  endpointId: "webhook_endpoint_not_found",
  deliveryId: "webhook_delivery_not_found",
  agreementId: "agreement_not_found",
  paymentMethodId: "payment_method_not_found",
  setupIntentId: "setup_intent_not_found",
};

function pathParams(path: string): { schema?: z.ZodObject; names: string[] } {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (names.length === 0) return { names };
  const shape = Object.fromEntries(
    names.map((name) => {
      const param = PATH_PARAMS[name];
      if (!param) throw new Error(`OpenAPI: describe the path parameter {${name}} in PATH_PARAMS`);
      return [name, z.string().meta(param)];
    }),
  );
  return { schema: z.object(shape), names };
}

function impliedErrors(op: Operation, params: string[], minimumVersion: ApiVersion | undefined): ErrorCode[] {
  const codes: ErrorCode[] = ["internal_error"];
  const partner = (op.auth ?? "partner") === "partner";
  if (partner) codes.push("unauthorized", "authentication_throttled", "rate_limited", "unsupported_api_version");
  if (op.method !== "get") codes.push("payload_too_large");
  if (partner && idempotentMethod(op.method))
    codes.push("invalid_idempotency_key", "idempotency_key_reused", "idempotency_request_in_progress");
  // invalid_request: a JSON body nested deeper than the limit (lib/api/json-limits.ts).
  if (op.body) codes.push("invalid_json", "invalid_request", "unsupported_media_type", "validation_failed");
  if (op.query) codes.push("invalid_request");
  if (minimumVersion) codes.push("endpoint_requires_newer_version");
  for (const name of params) {
    const code = PARAM_ERRORS[name];
    if (code) codes.push(code);
  }
  return [...codes, ...(op.errors ?? [])];
}

const SECURITY: Record<NonNullable<Operation["auth"]>, RouteConfig["security"]> = {
  partner: [{ [SECURITY_SCHEME]: [] }],
  none: [],
  // The sandbox's Stripe.js stand-in: the SetupIntent's client secret in the body, or Basic.
  "sandbox-client-secret": [{}, { [SECURITY_SCHEME]: [] }],
};

/** Registers one operation with its parameters, headers, success response and every problem it can answer. */
export function registerOperation(registry: OpenAPIRegistry, op: Operation): void {
  const auth = op.auth ?? "partner";
  const partner = auth === "partner";
  const { schema: params, names } = pathParams(op.path);
  // An operation a later version added (lib/versions) says so, and documents the 404 older versions get.
  const minimumVersion = versionAddingOperation(op.operationId);
  const headers = partner ? [apiVersionHeader, ...(idempotentMethod(op.method) ? [idempotencyKeyHeader] : [])] : [];
  const notes = [
    op.description,
    minimumVersion
      ? `**Exists from API-Version ${minimumVersion}**; earlier versions get \`404 endpoint_requires_newer_version\`.`
      : undefined,
    op.sandboxOnly ? "**Sandbox only**: in production this path answers `404 not_found`." : undefined,
  ].filter(Boolean);
  const contentTypes = op.body?.contentTypes ?? ["application/json"];
  registry.registerPath({
    method: op.method,
    path: op.path,
    operationId: op.operationId,
    summary: op.summary,
    description: notes.join("\n\n") || undefined,
    tags: [op.tag],
    security: SECURITY[auth],
    ...(op.sandboxOnly ? { "x-sandbox-only": true } : {}),
    request: {
      ...(params ? { params } : {}),
      ...(op.query ? { query: op.query } : {}),
      ...(headers.length ? { headers } : {}),
      ...(op.body
        ? {
            body: {
              required: !op.body.optional,
              description: op.body.description,
              content: Object.fromEntries(
                contentTypes.map((type) => [
                  type,
                  { schema: op.body!.schema, ...(op.body!.example === undefined ? {} : { example: op.body!.example }) },
                ]),
              ),
            },
          }
        : {}),
    },
    responses: {
      ...(op.success
        ? { [op.success.status]: successResponse(op.success, partner && idempotentMethod(op.method), partner) }
        : {}),
      ...problemResponses(impliedErrors(op, names, minimumVersion), { versioned: partner }),
    },
  });
}

/** Methods that honour Idempotency-Key (lib/api/with-partner.ts). */
const idempotentMethod = (method: Operation["method"]) => method === "post" || method === "delete";

function successResponse(success: NonNullable<Operation["success"]>, idempotent: boolean, versioned: boolean) {
  return {
    description: success.description,
    headers: responseHeaders({ versioned, idempotent, location: success.location }),
    content: {
      "application/json": {
        schema: success.schema,
        ...(success.example === undefined ? {} : { example: success.example }),
      },
    },
  };
}
