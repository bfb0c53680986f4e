import { z } from "zod";

// GET /api/portal/adverse-action-notices/{noticeId}: the employee's own notice, exactly as it
// was rendered when the decision was made (lib/domain/credit/adverse-action-notice.ts). A portal cookie
// endpoint, not in the partner OpenAPI document.

const party = z.strictObject({ name: z.string(), address: z.string() });

export const renderedNoticeSchema = z.strictObject({
  language: z.enum(["en", "es"]),
  subject: z.string(),
  title: z.string(),
  date: z.string(),
  greeting: z.string(),
  actionTaken: z.string(),
  reasonsHeading: z.string(),
  reasons: z.array(z.string()).min(1).max(4),
  nextSteps: z.string(),
  creditorHeading: z.string(),
  creditor: party,
  ecoaHeading: z.string(),
  ecoaNotice: z.string(),
  agencyIntro: z.string(),
  agency: party,
  text: z.string(),
});

export const adverseActionNoticeSchema = z.strictObject({
  id: z.string(),
  object: z.literal("adverse_action_notice"),
  atrId: z.string(),
  /** The language it was e-mailed in; `content` has it in both. */
  language: z.enum(["en", "es"]),
  content: z.strictObject({ en: renderedNoticeSchema, es: renderedNoticeSchema }),
  emailStatus: z.enum(["pending", "sent", "failed"]),
  emailSentAt: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type AdverseActionNoticeResponse = z.output<typeof adverseActionNoticeSchema>;
