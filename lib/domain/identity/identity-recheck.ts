import type { VerificationStatus } from "./verification-status";

/** An identity check's kind: the check of the data sent, or the review of a document uploaded after it. */
export const IDENTITY_CHECK_KINDS = ["standard", "documentary"] as const;
export type IdentityCheckKind = (typeof IDENTITY_CHECK_KINDS)[number];

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

/** What a documentary check sends of the person besides the document (lib/providers/identity/persona-fields.ts). */
export const DOCUMENT_CHECK_FIELDS = ["firstName", "lastName", "birthDate"] as const;

/**
 * Whether a pending check of this kind sent (or would send) any of `changedFields`: only then is
 * its request stale. A documentary check sends the name and birth date with the document, so a new
 * phone number leaves a document under a person's review at the vendor alone.
 */
export function pendingCheckStale(kind: IdentityCheckKind, changedFields: readonly string[]): boolean {
  const sent: readonly string[] = kind === "documentary" ? DOCUMENT_CHECK_FIELDS : SENT_IDENTITY_FIELDS;
  return changedFields.some((field) => sent.includes(field));
}

/**
 * After a failure, what a correction may change: who the person is, and where they live (an address
 * the vendor could not match is a common cause). Changing any of them starts a new check at once;
 * nothing else does (a failed check is not retried on the same data: the identity_failed hard stop).
 */
export const CORRECTABLE_IDENTITY_FIELDS = [...CHECKED_IDENTITY_FIELDS, "address"] as const;

/** Whether a change of `changedFields` (the employee's public field names) must start a new check. */
export function needsIdentityRecheck(status: VerificationStatus, changedFields: readonly string[]): boolean {
  const watched: readonly string[] =
    status === "VERIFIED"
      ? CHECKED_IDENTITY_FIELDS
      : status === "PENDING"
        ? SENT_IDENTITY_FIELDS
        : status === "FAILED"
          ? CORRECTABLE_IDENTITY_FIELDS
          : [];
  return changedFields.some((field) => watched.includes(field));
}
