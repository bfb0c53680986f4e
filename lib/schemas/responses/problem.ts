import { z } from "zod";

import { ERROR_CODES, FIELD_ERROR_CODES, type ErrorCode } from "@/lib/errors/catalog";
import { EXAMPLE_ORIGIN, problemTypeUri } from "@/lib/errors/descriptions";
import { HARD_STOPS } from "@/lib/domain/onboarding/hard-stops";
import { REQUIREMENT_KEYS } from "@/lib/domain/onboarding/requirements";

export const fieldErrorSchema = z
  .strictObject({
    path: z.string().meta({ description: "JSON Pointer (RFC 6901) into the request body or query.", example: "/ssn" }),
    code: z.string().meta({ description: `Field error code: ${Object.keys(FIELD_ERROR_CODES).join(", ")}.` }),
    message: z.string(),
  })
  .meta({ id: "FieldError" });

const codes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/**
 * RFC 9457 problem details. The members after `traceId` appear with the codes that carry them;
 * other members may be added later, so clients must ignore ones they do not know.
 */
export const problemSchema = z
  .looseObject({
    type: z.string().meta({
      description: "The code's explanation on this service's /docs/errors page (what it means, how to fix it).",
      example: problemTypeUri("validation_failed", EXAMPLE_ORIGIN),
    }),
    title: z.string(),
    status: z.number().int(),
    code: z.enum(codes).meta({ description: "Stable machine code: branch on this, never on title or detail." }),
    detail: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
    requestId: z.string().optional().meta({ example: "req_6TqAa1Bb2Cc3Dd4Ee5Ff6G" }),
    traceId: z.string().optional().meta({
      description: "The OpenTelemetry trace id (32 hex digits) of this request, when the service records traces.",
      example: "4bf92f3577b34da6a3ce929d0e0e4736",
    }),
    requirements: z
      .array(z.looseObject({ key: z.enum(REQUIREMENT_KEYS), code: z.string().nullable(), status: z.string() }))
      .optional()
      .meta({ description: "onboarding_incomplete: each unmet requirement." }),
    supportedVersions: z.array(z.string()).optional().meta({ description: "unsupported_api_version." }),
    requiredVersion: z.string().optional().meta({ description: "endpoint_requires_newer_version." }),
    latestTag: z.string().optional().meta({ description: "agreement_version_outdated." }),
    operationIndex: z.number().int().optional().meta({ description: "patch_test_failed." }),
    cardId: z.string().optional().meta({ description: "card_already_exists: the existing card." }),
    existingEmployeeId: z
      .string()
      .optional()
      .meta({ description: "ssn_taken: the employee of this employer who has the SSN." }),
    hardStop: z.enum(HARD_STOPS).optional().meta({
      description:
        "hard_stop_*: the hard stop that refused the action (/docs/errors#hard_stop_under_18 and the two codes after it).",
    }),
    requirement: z
      .enum(REQUIREMENT_KEYS)
      .optional()
      .meta({ description: "hard_stop_*: the requirement whose outcome is the stop." }),
    limitBytes: z.number().int().optional().meta({ description: "payload_too_large." }),
    maxDepth: z
      .number()
      .int()
      .optional()
      .meta({ description: "invalid_request: the deepest nesting a JSON body may have." }),
    retryAfter: z.number().int().optional().meta({
      description: "rate_limited, authentication_throttled, sign_in_locked: seconds to wait, as in Retry-After.",
    }),
    acceptedContentTypes: z.array(z.string()).optional().meta({ description: "unsupported_media_type." }),
  })
  .meta({ id: "Problem", description: "An RFC 9457 problem document, served as application/problem+json." });
