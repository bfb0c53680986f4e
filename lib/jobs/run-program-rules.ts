import type { Db } from "@/db/client";
import type { EventPosition } from "@/lib/domain/events/event-cursor";
import { getEnv } from "@/lib/env";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger } from "@/lib/logger";
import { systemContext, systemWideContext } from "@/lib/services/context";
import { applyProgramRules } from "@/lib/services/program-rules/apply-program-rules";
import { listProgramRuleCandidates } from "@/lib/services/program-rules/list-program-rule-candidates";
import {
  claimConsumerWithWork,
  eventsAbout,
  extendConsumerLease,
  readConsumerEvents,
  releaseConsumer,
  type ConsumerLease,
} from "@/lib/events/event-consumer";
import { snapshotXmin } from "@/lib/events/event-positions";

export type ProgramRulesOptions = {
  /** Events handled per round. */
  batchSize?: number;
  /** How long a round may hold the consumer before another worker may take it over. */
  leaseMs?: number;
  /** After a failure, how long before the next attempt. */
  retryAfterMs?: number;
  /** With nothing to handle, how often the cursor is still moved up to the present (so a later scan starts there). */
  idleAdvanceMs?: number;
};

export const PROGRAM_RULES_CONSUMER = "program-rules";

// What can change the rules' answer for someone: the employer's "employed" or "eligible" (through
// the partner's PATCH, HR's edit, an eligibility file, a full file's "missing means ineligible"), a
// card issued (one reserved while employment ended is locked once it exists; a replacement), and
// the person's payment methods (saved, verified, removed), and their identity starting over or
// settling (a change of verified data). A new employee has no card yet.
export const PROGRAM_RULES_EVENTS = eventsAbout({
  types: [
    "card.created",
    "payment_method.attached",
    "payment_method.updated",
    "payment_method.removed",
    "identity-verification.restarted",
    "identity-verification.unresolved",
    "identity-verification.success",
    "identity-verification.failed",
    "identity-verification.needs-documentary-evidence",
  ],
  updatedFields: ["isEmployed", "isEligible"],
});

/**
 * The program rules' job: reads the events outbox from its own durable cursor, and for each
 * employee an event is about, applies the rules to their current rows (lib/services/program-rules).
 * The first run, and a run whose cursor fell behind the events' retention, sweeps every employee
 * the rules may concern instead, then starts reading at the present. A failure leaves the cursor
 * before the event that failed, to be tried again after `retryAfterMs`: nothing is skipped.
 * Returns how many events (or swept employees) it handled.
 */
export async function runProgramRules(db: Db, options: ProgramRulesOptions = {}): Promise<number> {
  const leaseMs = options.leaseMs ?? getEnv().WORKER_LEASE_SECONDS * 1000;
  const lease = await claimConsumerWithWork(db, {
    name: PROGRAM_RULES_CONSUMER,
    matches: PROGRAM_RULES_EVENTS,
    leaseMs,
    idleAdvanceMs: options.idleAdvanceMs,
  });
  if (!lease) return 0;
  try {
    return lease.start.kind === "sweep"
      ? await sweep(db, lease, leaseMs)
      : await consume(db, lease, lease.start.position, options.batchSize ?? 100);
  } catch (error) {
    logger.error({ err: error }, "program rules round failed; retried later");
    await releaseConsumer(db, lease, { error: failureReason(error), retryAfterMs: options.retryAfterMs ?? 30_000 });
    return 0;
  }
}

async function consume(db: Db, lease: ConsumerLease, after: EventPosition, batchSize: number): Promise<number> {
  const batch = await readConsumerEvents(db, { after, matches: PROGRAM_RULES_EVENTS, limit: batchSize });
  // Current rows decide, so one application per employee covers all of their events in the batch.
  const applied = new Set<string>();
  let handled = after;
  for (const event of batch.events) {
    if (event.employerId && event.employeeId && !applied.has(event.employeeId)) {
      try {
        await applyProgramRules({
          ctx: systemContext(db, PROGRAM_RULES_CONSUMER, event.employerId),
          employeeId: event.employeeId,
        });
      } catch (error) {
        logger.error(
          { err: error, eventId: event.id, employeeId: event.employeeId },
          "program rules failed for an employee; retried later",
        );
        await releaseConsumer(db, lease, { position: handled, error: failureReason(error), retryAfterMs: 30_000 });
        return 0;
      }
      applied.add(event.employeeId);
    }
    handled = { xactId: BigInt(event.xactId), ordinal: event.ordinal };
  }
  await releaseConsumer(db, lease, { position: batch.next });
  return batch.events.length;
}

const SWEEP_PAGE = 200;

async function sweep(db: Db, lease: ConsumerLease, leaseMs: number): Promise<number> {
  // Every change committed before this point is in the rows the sweep reads; every later one has an event at or after it.
  const from = await snapshotXmin(db);
  let afterId = "";
  let swept = 0;
  for (;;) {
    const page = await listProgramRuleCandidates({
      ctx: systemWideContext(db, PROGRAM_RULES_CONSUMER),
      afterId,
      limit: SWEEP_PAGE,
    });
    for (const { id, employerId } of page)
      await applyProgramRules({ ctx: systemContext(db, PROGRAM_RULES_CONSUMER, employerId), employeeId: id });
    swept += page.length;
    if (page.length < SWEEP_PAGE) break;
    afterId = page.at(-1)!.id;
    if (!(await extendConsumerLease(db, lease, leaseMs))) return swept;
  }
  await releaseConsumer(db, lease, { position: { xactId: from, ordinal: 0n } });
  logger.info({ swept }, "program rules swept the current rows; reading events from here on");
  return Math.max(swept, 1);
}
