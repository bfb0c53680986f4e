import { and, asc, eq, getTableColumns, isNull, lt, notExists, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invitationRunRecipients, invitationRuns } from "@/db/schema";
import { inviteAllowance } from "@/lib/throttles/invite-allowance";
import { getEnv } from "@/lib/env";
import { claim, type Queue } from "@/lib/queue/queue";
import { recordAudit } from "@/lib/services/audit/record-audit";
import { EMAIL_MAX_ATTEMPTS, EMAIL_SEND_WAIT_MS, RETRY_AFTER_SECONDS } from "@/lib/services/email-queue";
import { employerNameOf, inviteOne } from "@/lib/services/admin/invite-employees";
import type { EmployerContext } from "@/lib/services/context";

const r = invitationRunRecipients;

/**
 * A run's people on the work queue. The claim writes `sending` and commits before the e-mail goes,
 * and nothing claims a `sending` row again: a worker killed while sending leaves it `sending`, and
 * the next round marks it `interrupted` instead of sending it twice (at most once, by design: a
 * second invitation is worse than one HR can see was cut off and send again).
 */
const recipientQueue: Queue<ReturnType<typeof getTableColumns<typeof r>>> = {
  name: "invitation",
  table: r,
  id: r.id,
  attempts: r.attempts,
  due: eq(r.status, "pending"),
  order: r.id,
  lease: { since: r.lastAttemptAt, seconds: RETRY_AFTER_SECONDS },
  item: getTableColumns(r),
  maxAttempts: EMAIL_MAX_ATTEMPTS,
  claimSet: { status: "sending" },
  deadSet: { status: "failed" },
};

export type InvitationRunOptions = {
  /** E-mails per run per round, so that one run does not hold up the worker's other work. */
  perRound?: number;
  /** A `sending` row older than this was cut off by a crash (default: well past a send's own wait). */
  interruptedAfterMs?: number;
  /** One point of the employer's invitation throttle per e-mail (lib/throttles/invite-allowance.ts). */
  allowance?: (employerId: string) => Promise<boolean>;
};

/**
 * The worker's round over the runs still sending: each sends up to `perRound` e-mails, one point of
 * its employer's throttle each, and stops for this round at the throttle. A run with nobody left
 * to e-mail is finished. Returns how many people it settled (0: nothing to do, or all throttled).
 */
export async function sendInvitationRuns(db: Db, options: InvitationRunOptions = {}): Promise<number> {
  const { perRound = 20, interruptedAfterMs = 2 * EMAIL_SEND_WAIT_MS + 10_000 } = options;
  const allowance = options.allowance ?? inviteAllowance();
  const runs = await db
    .select()
    .from(invitationRuns)
    .where(and(isNull(invitationRuns.finishedAt), isNull(invitationRuns.canceledAt)))
    .orderBy(asc(invitationRuns.createdAt));
  let settled = 0;
  for (const run of runs) {
    const ctx: EmployerContext = { db, actor: { type: "system", name: "invitation-run" }, employerId: run.employerId };
    settled += await markInterrupted(db, run.id, interruptedAfterMs);
    const employerName = await employerNameOf({ ctx });
    for (let i = 0; i < perRound; i++) {
      const next = db
        .select({ id: r.id })
        .from(r)
        .where(and(eq(r.runId, run.id), eq(r.status, "pending")))
        .orderBy(r.id)
        .limit(1);
      if ((await next).length === 0) {
        await finishIfDone(db, run.id);
        break;
      }
      if (!(await allowance(run.employerId))) break;
      const [claimed] = await claim(db, recipientQueue, { limit: 1, pick: sql`${next}` });
      if (!claimed) continue;
      const outcome = await inviteOne({
        ctx,
        employeeId: claimed.employeeId,
        employerName,
        baseUrl: getEnv().PUBLIC_BASE_URL,
        now: new Date(),
      });
      settled += 1;
      if (outcome === "send_failed") {
        // Refused, so not sent: due again after the claim's lease, until the last attempt.
        await db
          .update(r)
          .set({ status: claimed.attempts >= EMAIL_MAX_ATTEMPTS ? "failed" : "pending" })
          .where(eq(r.id, claimed.id));
        continue;
      }
      const sent = outcome === "sent";
      await db
        .update(r)
        .set(sent ? { status: "sent", sentAt: sql`now()` } : { status: "skipped", reason: outcome })
        .where(eq(r.id, claimed.id));
      if (sent)
        await recordAudit({
          ctx,
          entry: {
            action: "employee.invited",
            target: { type: "employee", id: claimed.employeeId },
            details: { channel: "email", invitationRun: run.id },
          },
        });
    }
  }
  return settled;
}

/** Rows a dead worker left `sending`: never sent again. */
async function markInterrupted(db: Db, runId: string, afterMs: number): Promise<number> {
  const cut = await db
    .update(r)
    .set({ status: "interrupted" })
    .where(
      and(
        eq(r.runId, runId),
        eq(r.status, "sending"),
        lt(r.lastAttemptAt, sql`now() - ${`${afterMs} milliseconds`}::interval`),
      ),
    )
    .returning({ id: r.id });
  return cut.length;
}

async function finishIfDone(db: Db, runId: string): Promise<void> {
  const open = db
    .select({ one: sql`1` })
    .from(r)
    .where(and(eq(r.runId, runId), sql`${r.status} in ('pending', 'sending')`));
  await db
    .update(invitationRuns)
    .set({ finishedAt: sql`now()` })
    .where(and(eq(invitationRuns.id, runId), isNull(invitationRuns.finishedAt), notExists(open)));
}
