import { count, eq } from "drizzle-orm";

import { invitationRunRecipients, type invitationRuns } from "@/db/schema";
import { INVITATION_STATUSES, type InvitationStatus } from "@/lib/domain/onboarding/invitation-status";
import type { AdminEmployeesFilter, InviteOutcome } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";

export type RunRow = typeof invitationRuns.$inferSelect;

/** What HR sees of a run: who was selected, who was left out and why, and how far the e-mails are. */
export type InvitationRunView = {
  id: string;
  status: "sending" | "finished" | "canceled";
  filter: AdminEmployeesFilter;
  selected: number;
  /** Left out when the selection was taken, by reason. */
  skipped: Partial<Record<InviteOutcome, number>>;
  /** The people queued, by where their e-mail is. */
  recipients: Record<InvitationStatus, number>;
  createdAt: Date;
  finishedAt: Date | null;
  canceledAt: Date | null;
};

/** A run as HR sees it, with its recipients counted by status. */
export async function invitationRunView({
  ctx,
  run,
}: {
  ctx: EmployerContext;
  run: RunRow;
}): Promise<InvitationRunView> {
  const counts = await ctx.db
    .select({ status: invitationRunRecipients.status, n: count() })
    .from(invitationRunRecipients)
    .where(eq(invitationRunRecipients.runId, run.id))
    .groupBy(invitationRunRecipients.status);
  const recipients = Object.fromEntries(INVITATION_STATUSES.map((status) => [status, 0])) as Record<
    InvitationStatus,
    number
  >;
  for (const { status, n } of counts) recipients[status] = Number(n);
  return {
    id: run.id,
    status: run.canceledAt ? "canceled" : run.finishedAt ? "finished" : "sending",
    filter: run.filter as AdminEmployeesFilter,
    selected: run.selected,
    skipped: run.skipped as Partial<Record<InviteOutcome, number>>,
    recipients,
    createdAt: run.createdAt,
    finishedAt: run.finishedAt,
    canceledAt: run.canceledAt,
  };
}
