import { z } from "zod";

import type { DocumentDescription } from "./types";

// A vendor's reading of a document (types.ts DocumentDescription) is untrusted like the rest of its
// answer: a value that does not look like one is dropped, never stored, and never makes the answer
// unreadable. The runner (lib/jobs/identity-answer.ts) and the callback's path read it through this.
const shortCode = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .nullable()
  .catch(null);

export const documentDescriptionSchema = z
  .object({
    issuingCountry: shortCode,
    issuingState: shortCode,
    expiresOn: z.iso.date().nullable().catch(null),
    numberLastFour: z
      .string()
      .regex(/^[A-Za-z0-9]{1,4}$/)
      .nullable()
      .catch(null),
  })
  .optional()
  .catch(undefined);

/** The description in an untrusted value, or undefined when it is none. */
export function readDocumentDescription(value: unknown): DocumentDescription | undefined {
  return documentDescriptionSchema.parse(value);
}
