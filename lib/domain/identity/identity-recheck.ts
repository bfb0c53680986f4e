import type { VerificationStatus } from "./verification-status";

/**
 * The employee fields an identity check vouched for: after VERIFIED, a change to any of them starts
 * a new check (identity back to PENDING, the card paused until it passes). The phone number and the
 * residential address are contact data, not who the person is: changing them repeats nothing.
 */
export const CHECKED_IDENTITY_FIELDS = ["firstName", "lastName", "birthDate", "ssn"] as const;
export type CheckedIdentityField = (typeof CHECKED_IDENTITY_FIELDS)[number];

/** Whether a change of `changedFields` (the employee's public field names) must start a new check. */
export function needsIdentityRecheck(status: VerificationStatus, changedFields: readonly string[]): boolean {
  return (
    status === "VERIFIED" &&
    changedFields.some((field) => (CHECKED_IDENTITY_FIELDS as readonly string[]).includes(field))
  );
}
