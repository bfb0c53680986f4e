import { z } from "zod";

import { documentDescriptionSchema } from "@/lib/providers/identity/document-description";

// A provider's answers are untrusted: the runner and the review poll read them through these, and
// anything else is unreadable (retried or asked again), never a guess. PENDING_REVIEW: the
// vendor's people decide; the check stays pending until the vendor's callback or our poll of the
// vendor settles it, which needs the vendor's id for the case.
const providerReference = z.string().min(1).max(200).optional();
const standardAnswer = z.object({
  outcome: z.enum(["VERIFIED", "FAILED", "NEEDS_EXPANDED_VERIFICATION", "PENDING_REVIEW"]),
  providerReference,
});
const documentAnswer = z.object({
  outcome: z.enum(["VERIFIED", "FAILED", "PENDING_REVIEW"]),
  providerReference,
  document: documentDescriptionSchema,
});

export type IdentityCheckAnswer = z.infer<typeof standardAnswer> & {
  document?: z.infer<typeof documentDescriptionSchema>;
};

/** The answer for a check of this kind, or a thrown "unreadable provider answer". */
export function readIdentityAnswer(kind: string, answer: unknown): IdentityCheckAnswer {
  const parsed = (kind === "documentary" ? documentAnswer : standardAnswer).safeParse(answer);
  if (!parsed.success) throw new Error("unreadable provider answer");
  return parsed.data;
}
