import type { EmployeeRow, IdentityCheckRow } from "@/db/schema";
import { isVerificationStatus, type VerificationStatus } from "@/lib/domain/identity/verification-status";
import type {
  IdentityCheckAcceptedResponse,
  IdentityCheckResponse,
  IdentityVerificationResponse,
} from "@/lib/schemas/responses/identity";
import { forVersion, type ApiVersion } from "@/lib/versions";

const statusOf = (value: string | null): VerificationStatus | null =>
  value !== null && isVerificationStatus(value) ? value : null;

function latestIdentityCheck(check: IdentityCheckRow): IdentityCheckResponse {
  return {
    id: check.id,
    object: "identity_check",
    kind: check.kind,
    status: check.status,
    outcome: statusOf(check.outcome),
    attempts: check.attempts,
    createdAt: check.createdAt.toISOString(),
    completedAt: check.completedAt?.toISOString() ?? null,
  };
}

export function serializeIdentityCheck(check: IdentityCheckRow, version: ApiVersion): IdentityCheckResponse {
  return forVersion("identityCheck", latestIdentityCheck(check), version);
}

/** The 202 answer of initiate and evidence: the check that was queued, the employee now pending. */
export function serializeIdentityCheckAccepted(
  employeeId: string,
  check: IdentityCheckRow,
  version: ApiVersion,
): IdentityCheckAcceptedResponse {
  return {
    object: "identity_verification",
    employeeId,
    onboarding_status: "PENDING",
    check: serializeIdentityCheck(check, version),
  };
}

/** The employee's verification state (`onboarding_status`, read per version) and its checks. */
export function serializeIdentityVerification(
  employee: EmployeeRow,
  checks: IdentityCheckRow[],
  version: ApiVersion,
): IdentityVerificationResponse {
  const latest: IdentityVerificationResponse = {
    object: "identity_verification",
    employeeId: employee.id,
    onboarding_status: statusOf(employee.onboardingStatus) ?? "NOT_STARTED",
    checks: checks.map(latestIdentityCheck),
  };
  return forVersion("identityVerification", latest, version);
}
