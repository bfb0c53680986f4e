import { keyedHash } from "@/lib/crypto/encryption";
import { isSandbox } from "@/lib/env";

/**
 * The sandbox's documented SSN for a complete employee (README, "Sandbox test values"): there, any
 * number of employees of one employer may share it, as any number of test payments share Stripe's
 * test card, so that a pasted example works every time. Every other SSN, and this one in
 * production, belongs to one employee per employer.
 */
export const SANDBOX_SHARED_SSN = "231548765";

const PURPOSE = "employee-ssn-fingerprint";

/**
 * What the unique index on (employer, fingerprint) compares instead of the SSN: an HMAC under a
 * key derived from DATA_HASH_KEY (which does not rotate) of the employer and the normalized SSN.
 * Null for no SSN and for the sandbox's shared one, which the index therefore never holds.
 */
export function ssnFingerprint(employerId: string, ssn: string | null | undefined): string | null {
  if (ssn === null || ssn === undefined) return null;
  if (ssn === SANDBOX_SHARED_SSN && isSandbox()) return null;
  return keyedHash(PURPOSE).update(`${employerId}\n${ssn}`).digest("base64url");
}
