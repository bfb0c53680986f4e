import type { VerificationStatus } from "./verification-status";

/**
 * Whether each identity datum may be reset (changed) now — the "reset fields" that version
 * 2024-01-16 adds to the employee (docs/api.md). A running check must not see its inputs change, and
 * verified identity data is settled: birth date and SSN stay as verified (SSN resets are for
 * testing, so sandbox allows them), while a residential address may change when a person moves.
 */
export type ResettableFields = { residentialAddress: boolean; birthDate: boolean; ssn: boolean };

export function resettableFields(status: VerificationStatus, options: { sandbox: boolean }): ResettableFields {
  switch (status) {
    case "PENDING":
      return { residentialAddress: false, birthDate: false, ssn: false };
    case "VERIFIED":
      return { residentialAddress: true, birthDate: false, ssn: options.sandbox };
    case "NOT_STARTED":
    case "FAILED":
    case "NEEDS_EXPANDED_VERIFICATION":
      return { residentialAddress: true, birthDate: true, ssn: true };
  }
}
