import { EXPANDED_VERIFICATION_VERSION, ONBOARDING_STATUS_VERSION, SUPPORTED_API_VERSIONS, type ApiVersion } from "./versions";

/**
 * What each API version changed, for people: the OpenAPI document's descriptions and the versions
 * guide page read this list; the transforms themselves live in versions.ts and the serializers.
 */
export const VERSION_CHANGES: ReadonlyArray<{ version: ApiVersion; changes: readonly string[] }> = [
  { version: "2021-08-10", changes: ["The first version: employees, agreements, ATR, identity verification, payment methods, cards, webhooks."] },
  {
    version: EXPANDED_VERIFICATION_VERSION,
    changes: [
      "`onboarding_status` (and identity webhooks' `status`) may be `NEEDS_EXPANDED_VERIFICATION`; earlier versions read it as `FAILED`, and the `identity-verification.needs-documentary-evidence` event arrives as `identity-verification.failed`.",
      "The employee carries `resettableFields`: whether the address, birth date and SSN may be changed now.",
      "`POST /v1/integration/close-account` (sandbox) resets verification so the expanded flow can be tried again.",
    ],
  },
  {
    version: ONBOARDING_STATUS_VERSION,
    changes: ["`GET …/onboarding/status`: the 12 onboarding requirements with their state; earlier versions get `404 endpoint_requires_newer_version`."],
  },
];

export const VERSION_HEADER_HELP = `Send \`API-Version: ${SUPPORTED_API_VERSIONS.join(" | ")}\`. Without it your client's pinned version is used (new clients pin the latest); an unknown one is \`400 unsupported_api_version\`. Every authenticated response echoes the version it was served under.`;
