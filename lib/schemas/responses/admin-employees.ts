import { z } from "zod";

import { REQUIREMENT_KEYS } from "@/lib/domain/onboarding/requirements";
import { INVITATION_STATUSES } from "@/lib/domain/onboarding/invitation-status";
import { WAITING_OWNERS } from "@/lib/domain/onboarding/waiting-on";
import { INVITE_OUTCOMES } from "@/lib/schemas/admin";

import { nullableTimestamp, timestamp } from "./common";

export const waitingOnSchema = z.strictObject({
  owner: z.enum(WAITING_OWNERS),
  requirement: z.enum(REQUIREMENT_KEYS),
  status: z.enum(["missing", "invalid", "pending", "failed", "blocked"]),
});
export type WaitingOnView = z.output<typeof waitingOnSchema>;

/** One row of GET /api/admin/employees: the employee and its requirement progress. */
export const adminEmployeeRowSchema = z.strictObject({
  id: z.string(),
  externalId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  complete: z.boolean(),
  fulfilled: z.number().int(),
  unmet: z.array(z.enum(REQUIREMENT_KEYS)),
  onboardingStatus: z.string(),
  /** Who the person is waiting on (lib/domain/onboarding/waiting-on.ts); null when complete. */
  waitingOn: waitingOnSchema.nullable(),
  needsHrAction: z.boolean(),
  /** When HR last sent or created an invite link; null: never. */
  invitedAt: nullableTimestamp,
  /** When the person last signed in to the portal or saved something there; null: never. */
  lastActiveAt: nullableTimestamp,
  createdAt: timestamp,
});
export type AdminEmployeeRow = z.output<typeof adminEmployeeRowSchema>;

/** GET /api/admin/employees: one page of the table (offset pages, unlike the partner list). */
export const adminEmployeePageSchema = z.strictObject({
  data: z.array(adminEmployeeRowSchema),
  total: z.number().int(),
  /** A search stopped counting: more than `total` (SEARCH_COUNT_CAP) match. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminEmployeePage = z.output<typeof adminEmployeePageSchema>;

/** One requirement across the employer: met, unmet, and of the unmet, those only waiting for an earlier requirement. */
export const funnelStepSchema = z.strictObject({
  key: z.enum(REQUIREMENT_KEYS),
  fulfilled: z.number().int(),
  unmet: z.number().int(),
  blocked: z.number().int(),
});
export type FunnelStep = z.output<typeof funnelStepSchema>;

/** The employees waiting on one owner for one requirement (the table's "Waiting on" column, grouped). */
export const funnelBlockerSchema = z.strictObject({
  owner: z.enum(WAITING_OWNERS),
  requirement: z.enum(REQUIREMENT_KEYS),
  needsHrAction: z.boolean(),
  count: z.number().int(),
});
export type FunnelBlocker = z.output<typeof funnelBlockerSchema>;

/** GET /api/admin/funnel. */
export const funnelSchema = z.strictObject({
  total: z.number().int(),
  complete: z.number().int(),
  /** Not complete, and nobody to act: a credit decision was made (its outcome is not HR's to know). */
  decided: z.number().int(),
  needsHrAction: z.number().int(),
  steps: z.array(funnelStepSchema),
  /** Every incomplete employee once, by who they wait on: what HR can fix first, then by count. */
  blockers: z.array(funnelBlockerSchema),
});
export type Funnel = z.output<typeof funnelSchema>;

/** What an invitation did for one person: sent, or why not. */
export const inviteResultSchema = z.strictObject({
  employeeId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(INVITE_OUTCOMES),
});

/** POST /api/admin/employees/invitations: what happened to each person, in the table's name order. */
export const bulkInviteResultSchema = z.strictObject({
  data: z.array(inviteResultSchema),
  sent: z.number().int(),
  skipped: z.number().int(),
});
export type BulkInviteResult = z.output<typeof bulkInviteResultSchema>;

/** POST /api/admin/employees/{id}/end-sessions. */
export const sessionsEndedSchema = z.strictObject({ employeeId: z.string(), sessionsEnded: z.literal(true) });
export type SessionsEnded = z.output<typeof sessionsEndedSchema>;

/**
 * /api/admin/invitation-runs: HR's invitation of everyone the filters select, and how far the
 * e-mails are (docs/admin.md#inviting-everyone-selected).
 */
export const invitationRunSchema = z.strictObject({
  id: z.string(),
  object: z.literal("invitation_run"),
  status: z.enum(["sending", "finished", "canceled"]),
  filter: z.record(z.string(), z.string()),
  selected: z.number().int(),
  skipped: z.partialRecord(z.enum(INVITE_OUTCOMES), z.number().int()),
  recipients: z.record(z.enum(INVITATION_STATUSES), z.number().int()),
  createdAt: timestamp,
  finishedAt: nullableTimestamp,
  canceledAt: nullableTimestamp,
});
export type InvitationRun = z.output<typeof invitationRunSchema>;
