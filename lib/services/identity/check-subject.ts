import { z } from "zod";

import type { EmployeeRow } from "@/db/schema";
import { decrypt, encrypt } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import { AppError } from "@/lib/errors/app-error";
import type { IdentitySubject } from "@/lib/providers/identity";

import { checkIdentityData } from "./check-identity-data";

/** What a check sends about the person, as it was when the check was queued. */
export type CheckSubject = Omit<IdentitySubject, "checkId" | "personId" | "attempt">;

const snapshot = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  ssn: z.string(),
  phoneNumber: z.string(),
  address: z.strictObject({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
  }),
  expandedRequired: z.boolean(),
});

/**
 * The person's identity data for a check queued now, sealed to that check (AES-GCM bound to its
 * id, as the SSN is to the employee): every attempt of the check sends exactly this, so the
 * vendor's idempotency replays its first answer instead of running a second verification on data
 * changed meanwhile (a change queues a new check instead: restart-identity-check.ts). Refused with
 * identity_data_missing when the data does not allow a check.
 */
export function sealCheckSubject(checkId: string, employee: EmployeeRow): string {
  const data = checkIdentityData(employee);
  if (!data.ok)
    throw new AppError(
      "identity_data_missing",
      "Complete the employee's data (PATCH the fields listed in errors), then try again.",
      { errors: data.errors },
    );
  const subject: CheckSubject = { ...data.subject, expandedRequired: employee.expandedVerificationRequired };
  return encrypt(JSON.stringify(subject), sealingContexts.identitySubject(checkId));
}

/** The sealed snapshot, opened for one call to the vendor: held in memory only, never logged. */
export function openCheckSubject(checkId: string, sealed: string): CheckSubject {
  return snapshot.parse(JSON.parse(decrypt(sealed, sealingContexts.identitySubject(checkId))));
}
