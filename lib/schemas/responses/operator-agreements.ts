import { z } from "zod";

import { REACCEPTANCE } from "@/lib/domain/program/agreement-versions";

// What the operator console's agreements routes answer (app/api/operator/agreements/**;
// lib/api/serializers/program-agreement.ts). Internal, not in the partner OpenAPI document: the
// console's pages read these types.

const versionText = z.strictObject({ title: z.string(), body: z.string() });

/** One version of a document; its texts only when one document is read (not in the list). */
export const programAgreementVersionSchema = z.strictObject({
  id: z.number().int(),
  tag: z.string(),
  status: z.enum(["in_force", "superseded", "scheduled"]),
  effectiveAt: z.string(),
  reacceptance: z.enum(REACCEPTANCE),
  /** When it was published (recorded), as opposed to when it takes effect. */
  publishedAt: z.string(),
  /** Who published it: an operator's id, the ops command's `ops:user@host`, or null (the demo's seed). */
  publishedBy: z.string().nullable(),
  publishedByName: z.string().nullable(),
  texts: z.strictObject({ en: versionText.optional(), es: versionText.optional() }).optional(),
});
export type ProgramAgreementVersion = z.output<typeof programAgreementVersionSchema>;

/** GET /api/operator/agreements (each row), GET …/{agreementId}, POST (created): a document and its history, oldest first. */
export const programAgreementSchema = z.strictObject({
  id: z.string(),
  slug: z.string(),
  employerId: z.string().nullable(),
  required: z.boolean(),
  position: z.number().int(),
  /** The English title of the version in force (else of the latest). */
  title: z.string().nullable(),
  inForceTag: z.string().nullable(),
  versions: z.array(programAgreementVersionSchema),
  createdAt: z.string(),
});
export type ProgramAgreement = z.output<typeof programAgreementSchema>;

/** POST …/versions: the document after the publication, and how many people the notice went to. */
export const publishedAgreementVersionSchema = programAgreementSchema.extend({ notified: z.number().int() });
export type PublishedAgreementVersion = z.output<typeof publishedAgreementVersionSchema>;

const textChange = z.strictObject({ change: z.enum(["same", "added", "removed"]), text: z.string() });
export type TextChangeRun = z.output<typeof textChange>;

const previewText = versionText.extend({
  changes: z.strictObject({ title: z.array(textChange), body: z.array(textChange) }),
});

/** POST …/versions/preview: the texts as people will read them, what changed word by word, and whom it reaches. */
export const agreementVersionPreviewSchema = z.strictObject({
  agreementId: z.string(),
  tag: z.string(),
  effectiveAt: z.string(),
  reacceptance: z.enum(REACCEPTANCE),
  against: z.strictObject({ tag: z.string(), effectiveAt: z.string() }).nullable(),
  texts: z.strictObject({ en: previewText, es: previewText }),
  recipients: z.number().int(),
});
export type AgreementVersionPreview = z.output<typeof agreementVersionPreviewSchema>;
