import { z } from "zod";

import { DOCUMENT_TYPES } from "@/lib/domain/identity/evidence";

// Images are checked by the service (size before decoding, base64, magic bytes): here only shape.
export const evidenceSchema = z.strictObject({
  documentType: z.enum(DOCUMENT_TYPES),
  frontImage: z.string(),
  backImage: z.string().nullish(),
});
export type EvidenceInput = z.output<typeof evidenceSchema>;

export const closeAccountSchema = z.strictObject({
  employee_id: z.string().min(1).max(64),
});
