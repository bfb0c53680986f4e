import type { VerificationStatus } from "@/lib/domain/identity/verification-status";

/**
 * Whether each identity datum may be reset (changed) now — the "reset fields" that version
 * 2024-01-16 adds to the employee (docs/api.md). A running check must not see its inputs change.
 * After VERIFIED the address may change when a person moves, and the birth date may be corrected:
 * that starts a new identity check (lib/domain/identity/identity-recheck.ts). The SSN stays as verified
 * outside the sandbox, where the contract resets it for testing only (and a reset re-checks too).
 */
export type ResettableFields = { residentialAddress: boolean; birthDate: boolean; ssn: boolean };

export function resettableFields(status: VerificationStatus, options: { sandbox: boolean }): ResettableFields {
  switch (status) {
    case "PENDING":
      return { residentialAddress: false, birthDate: false, ssn: false };
    case "VERIFIED":
      return { residentialAddress: true, birthDate: true, ssn: options.sandbox };
    case "NOT_STARTED":
    case "FAILED":
    case "NEEDS_EXPANDED_VERIFICATION":
      return { residentialAddress: true, birthDate: true, ssn: true };
  }
}
