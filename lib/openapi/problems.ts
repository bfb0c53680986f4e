import type { ResponseConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import { httpStatusOf } from "@/lib/errors/http-status";
import { ERROR_CODES, type ErrorCode } from "@/lib/errors/catalog";
import { EXAMPLE_ORIGIN, problemTypeUri } from "@/lib/errors/descriptions";
import { problemSchema } from "@/lib/schemas/responses/problem";
import { LATEST_API_VERSION, SUPPORTED_API_VERSIONS } from "@/lib/versions";

import { headerRef, responseHeaders } from "./components";

// A detail per code for the examples; the title comes from the catalog.
const EXAMPLE_DETAIL: Partial<Record<ErrorCode, string>> = {
  validation_failed: "Fix the fields listed in errors and try again.",
  onboarding_incomplete: "Onboarding is not complete: atr. Fix them and retry.",
  unsupported_api_version: `API-Version must be one of ${SUPPORTED_API_VERSIONS.join(", ")}.`,
};

const EXAMPLE_EXTRA: Partial<Record<ErrorCode, Record<string, unknown>>> = {
  validation_failed: {
    errors: [{ path: "/ssn", code: "ssn_starts_with_9", message: "An SSN never starts with 9 (those are ITINs)." }],
  },
  onboarding_incomplete: { requirements: [{ key: "atr", code: "atr_missing", status: "missing" }] },
  unsupported_api_version: { supportedVersions: [...SUPPORTED_API_VERSIONS] },
  endpoint_requires_newer_version: { requiredVersion: LATEST_API_VERSION },
  agreement_version_outdated: { latestTag: "cardholder-agreement-2026-01" },
  card_already_exists: { cardId: "card_5Rt8Yu2IoP4aS6dF9gH1jK" },
  ssn_taken: {
    existingEmployeeId: "empl_2Wd8Kq4Lm6Np1Rs3Tu5Vx7",
    errors: [{ path: "/ssn", code: "ssn_taken", message: "Another employee of this employer has this SSN." }],
  },
  hard_stop_under_18: { hardStop: "under_18", requirement: "over_18" },
  hard_stop_identity_failed: { hardStop: "identity_failed", requirement: "identity_verification" },
  hard_stop_credit_declined: { hardStop: "credit_declined", requirement: "atr" },
  patch_test_failed: { operationIndex: 0 },
};

function example(code: ErrorCode) {
  return {
    summary: code,
    value: {
      type: problemTypeUri(code, EXAMPLE_ORIGIN),
      title: ERROR_CODES[code].title,
      status: httpStatusOf(code),
      code,
      ...(EXAMPLE_DETAIL[code] ? { detail: EXAMPLE_DETAIL[code] } : {}),
      ...EXAMPLE_EXTRA[code],
      requestId: "req_6TqAa1Bb2Cc3Dd4Ee5Ff6G",
    },
  };
}

const EXTRA_HEADERS: Partial<Record<number, Record<string, { $ref: string }>>> = {
  401: { "WWW-Authenticate": headerRef("WWW-Authenticate") },
  409: { "Retry-After": headerRef("Retry-After") },
  405: { Allow: headerRef("Allow") },
  429: { "Retry-After": headerRef("Retry-After") },
};

/**
 * One response per status for the given codes, each a problem document whose `code` is limited to
 * the codes this operation can answer with at that status — so the contract tests notice a new one.
 */
export function problemResponses(
  codes: Iterable<ErrorCode>,
  options: { versioned: boolean },
): Record<number, ResponseConfig> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = httpStatusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<number, ResponseConfig> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const sorted = [...list].sort() as [ErrorCode, ...ErrorCode[]];
    responses[status] = {
      description: sorted.map((code) => `\`${code}\`: ${ERROR_CODES[code].title}`).join("\n\n"),
      headers: { ...responseHeaders({ versioned: options.versioned, idempotent: false }), ...EXTRA_HEADERS[status] },
      content: {
        "application/problem+json": {
          schema: z.intersection(problemSchema, z.object({ code: z.enum(sorted) })),
          examples: Object.fromEntries(sorted.map((code) => [code, example(code)])),
        },
      },
    };
  }
  return responses;
}
