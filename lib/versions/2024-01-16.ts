import { defineVersion, type VersionedShapes } from "./types";

const VERSION = "2024-01-16";

/**
 * The expanded-verification downgrade, the only place it is written: before this version the
 * expanded flow did not exist, so its state reads as FAILED (docs/api.md#versions).
 */
const withoutExpanded = <S>(status: S) => (status === "NEEDS_EXPANDED_VERIFICATION" ? "FAILED" : status);

const checkWithoutExpanded = (check: VersionedShapes["identityCheck"]) => ({
  ...check,
  outcome: withoutExpanded(check.outcome),
});

/** Expanded verification (documentary evidence), the reset fields and close-account (docs/api.md). */
export const v2024_01_16 = defineVersion({
  version: VERSION,
  changes: [
    "`onboarding_status` (and identity webhooks' `status`) may be `NEEDS_EXPANDED_VERIFICATION`; earlier versions read it as `FAILED`, and the `identity-verification.needs-documentary-evidence` event arrives as `identity-verification.failed`.",
    "The employee carries `resettableFields`: whether the address, birth date and SSN may be changed now.",
    "`POST /v1/integration/close-account` (sandbox) resets verification so the expanded flow can be tried again.",
  ],
  upgrade: [
    "Read `NEEDS_EXPANDED_VERIFICATION` in `onboarding_status`, in identity checks' `outcome` and in identity webhooks' `status`: the person is asked for an identity document (`POST …/evidence`), and it is not final. Under 2021-08-10 the same person reads `FAILED` and the event arrives as `identity-verification.failed`, so a FAILED there may still turn VERIFIED after an upload. To tell the two apart without upgrading, ask `GET …/identity-verification` with the header `API-Version: 2024-01-16`: it reads `NEEDS_EXPANDED_VERIFICATION` while an upload can still help, `FAILED` once it is final.",
    "Subscribe to `identity-verification.needs-documentary-evidence` if your endpoint lists event types: it replaces the `identity-verification.failed` that announced it before.",
    "Expect `resettableFields` on the employee; strict parsers must allow the new member.",
  ],
  adds: ["closeAccount"],
  downgrade: {
    employee: ({ resettableFields: _resettableFields, ...employee }) => ({
      ...employee,
      onboarding_status: withoutExpanded(employee.onboarding_status),
    }),
    identityCheck: checkWithoutExpanded,
    identityVerification: (identity) => ({
      ...identity,
      onboarding_status: withoutExpanded(identity.onboarding_status),
      checks: identity.checks.map(checkWithoutExpanded),
    }),
    event: ({ type, data }) => ({
      type: type === "identity-verification.needs-documentary-evidence" ? "identity-verification.failed" : type,
      data: "status" in data ? { ...data, status: withoutExpanded(data.status) } : data,
    }),
  },
  notes: {
    employee: `From API-Version ${VERSION} the employee carries \`resettableFields\`, and \`onboarding_status\` may read \`NEEDS_EXPANDED_VERIFICATION\` (earlier versions read \`FAILED\`).`,
    verificationStatus: `NEEDS_EXPANDED_VERIFICATION exists from API-Version ${VERSION}; earlier versions read it as FAILED.`,
    resettableFields: `From API-Version ${VERSION}; absent before.`,
    identityOutcome: `Before API-Version ${VERSION} the last reads as \`identity-verification.failed\`.`,
    "identity-verification.failed": `Before API-Version ${VERSION} this also stands for needs-documentary-evidence.`,
    "identity-verification.needs-documentary-evidence": `From API-Version ${VERSION}; earlier versions receive \`identity-verification.failed\` with status FAILED.`,
  },
});
