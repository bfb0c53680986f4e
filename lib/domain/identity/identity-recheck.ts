import type { VerificationStatus } from "./verification-status";

/**
 * The employee fields an identity check vouched for: after VERIFIED, a change to any of them starts
 * a new check (identity back to PENDING, the card paused until it passes). The phone number and the
 * residential address are contact data, not who the person is: changing them repeats nothing.
 */
export const CHECKED_IDENTITY_FIELDS = ["firstName", "lastName", "birthDate", "ssn"] as const;
export type CheckedIdentityField = (typeof CHECKED_IDENTITY_FIELDS)[number];

/**
 * Everything a check sends the vendor (its sealed snapshot: lib/services/identity/check-subject.ts).
 * While a check is PENDING, a change to any of them makes the queued request stale: it is cancelled
 * and a new one queued with the data as it is now, never sent with the old data under its key.
 */
export const SENT_IDENTITY_FIELDS = [...CHECKED_IDENTITY_FIELDS, "phoneNumber", "address"] as const;
export type SentIdentityField = (typeof SENT_IDENTITY_FIELDS)[number];

/** Whether a change of `changedFields` (the employee's public field names) must start a new check. */
export function needsIdentityRecheck(status: VerificationStatus, changedFields: readonly string[]): boolean {
  const watched: readonly string[] =
    status === "VERIFIED" ? CHECKED_IDENTITY_FIELDS : status === "PENDING" ? SENT_IDENTITY_FIELDS : [];
  return changedFields.some((field) => watched.includes(field));
}
