import { z } from "zod";

import { documentDescriptionSchema } from "@/lib/providers/identity/document-description";

// A provider's answers are untrusted: the runner and the review poll read them through these, and
// anything else is unreadable (retried or asked again), never a guess. PENDING_REVIEW: the
// vendor's people decide; the check stays pending until the vendor's callback or our poll of the
// vendor settles it, which needs the vendor's id for the case. UNRESOLVED and UNRECOGNISED: the
// vendor's case exists but says no decision; both name it and its status.
const providerReference = z.string().min(1).max(200);
const vendorRecord = z.object({
  outcome: z.enum(["UNRESOLVED", "UNRECOGNISED"]),
  providerReference,
  vendorStatus: z.string().min(1).max(200),
});
const standardAnswer = z.union([
  z.object({
    outcome: z.enum(["VERIFIED", "FAILED", "NEEDS_EXPANDED_VERIFICATION", "PENDING_REVIEW"]),
    providerReference: providerReference.optional(),
  }),
  vendorRecord,
]);
const documentAnswer = z.union([
  z.object({
    outcome: z.enum(["VERIFIED", "FAILED", "PENDING_REVIEW"]),
    providerReference: providerReference.optional(),
    document: documentDescriptionSchema,
  }),
  vendorRecord,
]);

type Decided = {
  outcome: "VERIFIED" | "FAILED" | "NEEDS_EXPANDED_VERIFICATION" | "PENDING_REVIEW";
  providerReference?: string;
  document?: z.infer<typeof documentDescriptionSchema>;
};
// `document` is named on both sides so a caller may read it before narrowing.
export type IdentityCheckAnswer = Decided | (z.infer<typeof vendorRecord> & { document?: undefined });

/** The answer for a check of this kind, or a thrown "unreadable provider answer". */
export function readIdentityAnswer(kind: string, answer: unknown): IdentityCheckAnswer {
  const parsed = (kind === "documentary" ? documentAnswer : standardAnswer).safeParse(answer);
  if (!parsed.success) throw new Error("unreadable provider answer");
  return parsed.data;
}
