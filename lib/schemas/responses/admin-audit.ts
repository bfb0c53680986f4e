import { z } from "zod";

/** GET /api/admin/audit: one record of the audit trail. */
export const auditRecordViewSchema = z.strictObject({
  id: z.string(),
  occurredAt: z.string(),
  actor: z.strictObject({
    /** admin (HR), partner (an API client), employee, system, anonymous (a sign-in that failed). */
    type: z.string(),
    id: z.string(),
    role: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  action: z.string(),
  target: z.strictObject({ type: z.string(), id: z.string() }).nullable(),
  /** Ids, field names, counts and reasons: never a personal value. */
  details: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Its place in the employer's hash chain; null for the few seconds before it is sealed. */
  sequence: z.number().int().nullable(),
});
export type AuditRecordView = z.output<typeof auditRecordViewSchema>;

export const auditPageSchema = z.strictObject({
  data: z.array(auditRecordViewSchema),
  /** Pass as `cursor` for the next (older) page; null on the last. */
  next: z.string().nullable(),
});
export type AuditPage = z.output<typeof auditPageSchema>;
