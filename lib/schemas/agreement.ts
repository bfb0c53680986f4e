import { z } from "zod";

export const acceptAgreementSchema = z.strictObject({
  agreementTag: z.string().trim().min(1).max(100),
  // ISO 8601 in UTC ("Z"): the contract asks for UTC, and an offset would make the legal record ambiguous to read.
  acceptedAt: z.iso.datetime(),
});
export type AcceptAgreementInput = z.output<typeof acceptAgreementSchema>;

export const agreementsQuerySchema = z.strictObject({
  language: z
    .string()
    .refine((value) => /^[a-zA-Z]{2}(-[a-zA-Z]{2})?$/.test(value), {
      params: { code: "language_invalid" },
      message: "Use a language code such as en, es or es-US.",
    })
    .optional()
    .transform((value) => value ?? "en"),
});
