import { EXPANDED_VERIFICATION_VERSION, isVersionAtLeast, type ApiVersion } from "./versions";

export const VERIFICATION_STATUSES = [
  "NOT_STARTED",
  "PENDING",
  "VERIFIED",
  "FAILED",
  "NEEDS_EXPANDED_VERIFICATION",
] as const;

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export function isVerificationStatus(value: string): value is VerificationStatus {
  return (VERIFICATION_STATUSES as readonly string[]).includes(value);
}

/** Before 2024-01-16 the expanded flow did not exist: such employees read as FAILED (spec 9.3). */
export function verificationStatusForVersion(status: VerificationStatus, version: ApiVersion): VerificationStatus {
  if (status === "NEEDS_EXPANDED_VERIFICATION" && !isVersionAtLeast(version, EXPANDED_VERIFICATION_VERSION)) {
    return "FAILED";
  }
  return status;
}
