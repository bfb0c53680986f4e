import type { EmployeeRow, IdentityCheckRow } from "@/db/schema";
import { isVerificationStatus, verificationStatusForVersion, type VerificationStatus } from "@/lib/domain/verification-status";
import type { ApiVersion } from "@/lib/domain/versions";
import type { IdentityCheckResponse, IdentityVerificationResponse } from "@/lib/schemas/responses/identity";

const statusOf = (value: string | null, version: ApiVersion): VerificationStatus | null =>
  value !== null && isVerificationStatus(value) ? verificationStatusForVersion(value, version) : null;

export function serializeIdentityCheck(check: IdentityCheckRow, version: ApiVersion): IdentityCheckResponse {
  return {
    id: check.id,
    object: "identity_check",
    kind: check.kind,
    status: check.status,
    outcome: statusOf(check.outcome, version),
    attempts: check.attempts,
    createdAt: check.createdAt.toISOString(),
    completedAt: check.completedAt?.toISOString() ?? null,
  };
}

/** The employee's verification state (`onboarding_status`, read per version) and its checks. */
export function serializeIdentityVerification(employee: EmployeeRow, checks: IdentityCheckRow[], version: ApiVersion): IdentityVerificationResponse {
  return {
    object: "identity_verification",
    employeeId: employee.id,
    onboarding_status: statusOf(employee.onboardingStatus, version) ?? "NOT_STARTED",
    checks: checks.map((check) => serializeIdentityCheck(check, version)),
  };
}
