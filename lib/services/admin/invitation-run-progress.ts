import { count, eq } from "drizzle-orm";

import { invitationRunRecipients, type invitationRuns, type InvitationStatus } from "@/db/schema";
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

const NO_RECIPIENTS: Record<InvitationStatus, number> = {
  pending: 0,
  sending: 0,
  sent: 0,
  skipped: 0,
  failed: 0,
  interrupted: 0,
  canceled: 0,
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
  const recipients = { ...NO_RECIPIENTS };
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
