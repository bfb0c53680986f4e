import { z } from "zod";

import { IDENTITY_CHECK_KINDS } from "@/lib/domain/identity/identity-recheck";

import { nullableTimestamp, orNull, prefixedId, timestamp } from "./common";
import { verificationStatusSchema } from "./employee";

export const identityCheckSchema = z
  .strictObject({
    id: prefixedId("idv", "idv_4Gh6Jk8Lz0Xc2Vb4Nm6Qw8"),
    object: z.literal("identity_check"),
    kind: z.enum(IDENTITY_CHECK_KINDS).meta({
      description:
        "standard: the check of the data sent; documentary: the review of the identity document uploaded after needs-documentary-evidence.",
      example: "standard",
    }),
    status: z.string().meta({
      description:
        "pending (queued, running, or awaiting the vendor's review), completed (decided: see outcome), cancelled (replaced by a newer check: the data it sent changed, or the account was closed) or unresolved (the vendor gave no decision; see identity-verification.unresolved).",
      example: "pending",
    }),
    outcome: orNull(verificationStatusSchema),
    attempts: z.number().int(),
    createdAt: timestamp,
    completedAt: nullableTimestamp,
  })
  .meta({ id: "IdentityCheck" });
export type IdentityCheckResponse = z.input<typeof identityCheckSchema>;

/** What both answers about an employee's identity verification begin with. */
const identityVerificationFields = {
  object: z.literal("identity_verification"),
  employeeId: prefixedId("empl", "empl_3xK9q2VfYp0LmN7bR4tZ1a"),
};

export const identityVerificationSchema = z
  .strictObject({
    ...identityVerificationFields,
    onboarding_status: verificationStatusSchema,
    checks: z.array(identityCheckSchema),
  })
  .meta({ id: "IdentityVerification" });
export type IdentityVerificationResponse = z.input<typeof identityVerificationSchema>;

/** The 202 answer of initiate and evidence: the check that was queued. */
export const identityCheckAcceptedSchema = z
  .strictObject({
    ...identityVerificationFields,
    onboarding_status: z.literal("PENDING"),
    check: identityCheckSchema,
  })
  .meta({ id: "IdentityCheckAccepted" });
export type IdentityCheckAcceptedResponse = z.input<typeof identityCheckAcceptedSchema>;
