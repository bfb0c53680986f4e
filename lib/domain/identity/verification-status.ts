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

/** A stored status as the domain reads it: anything unknown counts as NOT_STARTED. */
export function verificationStatusOf(value: string): VerificationStatus {
  return isVerificationStatus(value) ? value : "NOT_STARTED";
}
