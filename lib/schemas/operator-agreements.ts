import { z } from "zod";

import { REACCEPTANCE } from "@/lib/domain/program/agreement-versions";

// The program's agreements, from the operator console and `npm run ops -- agreements …`
// (docs/operator.md#agreements).

const text = z.strictObject({
  title: z.string().trim().min(1, "Give the document a title.").max(200),
  body: z.string().trim().min(1, "Write the document's text.").max(100_000),
});

/**
 * A new version of a document: its tag (what acceptances record; unique per document), when it takes
 * effect (now when left out; never in the past, at most a year ahead), what becomes of the people
 * who accepted an earlier version, and its text in English and in Spanish.
 */
export const publishAgreementVersionSchema = z.strictObject({
  tag: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9._-]{1,79}$/,
      "Use 2 to 80 lowercase letters, digits, dots, dashes or underscores, such as cardholder-agreement-2027-01.",
    ),
  effectiveAt: z.iso.datetime({ offset: true }).optional(),
  reacceptance: z.enum(REACCEPTANCE).default("required"),
  texts: z.strictObject({ en: text, es: text }),
});
export type PublishAgreementVersionInput = z.output<typeof publishAgreementVersionSchema>;

/** POST /api/operator/agreements: a new document, for the whole program or one employer, with its first version. */
export const createAgreementSchema = z.strictObject({
  slug: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]{1,59}$/,
      "Use 2 to 60 lowercase letters, digits or dashes, such as cardholder-agreement.",
    ),
  /** Whether the agreements requirement waits for it; optional ones (product e-mails) are consents. */
  required: z.boolean(),
  /** Where it comes in the list people see: lower first. */
  position: z.number().int().min(0).max(1000).default(0),
  /** Null or left out: every employer's program. */
  employerId: z.string().max(100).nullable().default(null),
  version: publishAgreementVersionSchema,
});
export type CreateAgreementInput = z.output<typeof createAgreementSchema>;
/** What a client sends: the defaults (position, employerId, reacceptance) may be left out. */
export type CreateAgreementRequest = z.input<typeof createAgreementSchema>;
