import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { Db } from "@/db/client";
import { identityChecks } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { releaseClaim, runQueue, type Queue } from "@/lib/queue/queue";
import { getIdentityProvider, type ReviewCase } from "@/lib/providers/identity";
import { systemWideContext } from "@/lib/services/context";
import { endCheckVendorLeftUndecided, endUnresolvedCheck } from "@/lib/services/identity/end-unresolved-check";
import { settleReviewedCheck } from "@/lib/services/identity/settle-reviewed-check";

import { callWithTimeout } from "./call-with-timeout";
import { readIdentityAnswer, type IdentityCheckAnswer } from "./identity-answer";
import { pastCreateDeadline } from "./run-identity-checks";

export type ReviewPollOptions = {
  /** How long a review waits for the vendor's callback before we ask; default IDENTITY_REVIEW_POLL_AFTER. */
  afterMs?: number;
  limit?: number;
  /** How long one call to the vendor may take before it counts as a timeout. */
  timeoutMs?: number;
  /** How long a claimed check stays this worker's (then another may take it over). */
  leaseMs?: number;
};

/** However long a review lasts, a check awaiting it is asked about at least this often. */
export const MAX_REVIEW_POLL_INTERVAL_SECONDS = 86_400;

/** Checks awaiting a review whose callback is overdue, of the provider running now. */
function reviewQueue(provider: string, { afterSeconds, leaseSeconds }: { afterSeconds: number; leaseSeconds: number }) {
  return {
    name: "identity review",
    table: identityChecks,
    id: identityChecks.id,
    due: and(
      eq(identityChecks.status, "pending"),
      eq(identityChecks.provider, provider),
      isNotNull(identityChecks.providerReference),
      lte(identityChecks.awaitingReviewSince, sql`now() - make_interval(secs => ${afterSeconds}::float8)`),
      lte(identityChecks.nextAttemptAt, sql`now()`),
    )!,
    order: identityChecks.nextAttemptAt,
    lease: { until: identityChecks.lockedUntil, seconds: leaseSeconds },
    // The next ask is scheduled by the claim itself: after as long again as the review has lasted,
    // at most a day apart, so a worker that dies mid-call leaves no check asked in a loop.
    claimSet: {
      nextAttemptAt: sql`now() + make_interval(secs => least(greatest(extract(epoch from now() - ${identityChecks.awaitingReviewSince})::float8, ${afterSeconds}::float8), ${MAX_REVIEW_POLL_INTERVAL_SECONDS}::float8))`,
    },
    item: {
      id: identityChecks.id,
      employeeId: identityChecks.employeeId,
      kind: identityChecks.kind,
      providerReference: identityChecks.providerReference,
      firstSentAt: identityChecks.firstSentAt,
    },
    lastError: identityChecks.lastError,
    retryWhile: eq(identityChecks.status, "pending"),
  } satisfies Queue<Record<string, PgColumn>>;
}

/**
 * The safety net under a vendor's review callback (a lost webhook, a misconfigured endpoint):
 * checks awaiting review longer than IDENTITY_REVIEW_POLL_AFTER are claimed on the work queue
 * (SKIP LOCKED and a lease, so two workers never ask about one check) and the vendor is asked where
 * each stands, with no transaction open and a timeout. A decision settles the check as the callback
 * would; still under review, unreadable or failed, it is asked again later: after as long again as
 * the review has lasted (6 h, 12 h, 24 h, 48 h … with the default), at most a day apart. Only the
 * running provider's checks are asked about, and only if it can be (checkReview).
 */
export async function pollIdentityReviews(db: Db, options: ReviewPollOptions = {}): Promise<number> {
  const provider = getIdentityProvider();
  const checkReview = provider.checkReview?.bind(provider);
  if (!checkReview) return 0;
  const env = getEnv();
  const queue = reviewQueue(provider.name, {
    afterSeconds: (options.afterMs ?? env.IDENTITY_REVIEW_POLL_AFTER * 1000) / 1000,
    leaseSeconds: (options.leaseMs ?? env.WORKER_LEASE_SECONDS * 1000) / 1000,
  });
  return runQueue(db, queue, {
    limit: options.limit ?? 10,
    work: async (check) => {
      const review: ReviewCase = {
        checkId: check.id,
        personId: check.employeeId,
        kind: check.kind === "documentary" ? "documentary" : "standard",
        providerReference: check.providerReference!,
      };
      const answer = readIdentityAnswer(
        check.kind,
        await callWithTimeout((signal) => checkReview(review, signal), options.timeoutMs ?? 10_000),
      );
      await record(db, provider.name, review, answer, {
        release: () => releaseClaim(db, queue, check.id),
        pastDeadline: pastCreateDeadline(check.firstSentAt),
      });
    },
  });
}

async function record(
  db: Db,
  provider: string,
  review: ReviewCase,
  answer: IdentityCheckAnswer,
  { release, pastDeadline }: { release: () => Promise<void>; pastDeadline: boolean },
): Promise<void> {
  if (answer.outcome === "PENDING_REVIEW") {
    logger.info({ checkId: review.checkId }, "identity check still under review");
    await release();
    return;
  }
  if (answer.outcome === "UNRECOGNISED" && pastDeadline) {
    // A status we cannot read, 12 hours after the check's first request: ended, and operators alerted,
    // rather than asked about daily with nobody the wiser.
    await inTransaction(systemWideContext(db, "identity-review-poller"), (tx) =>
      endUnresolvedCheck({
        ctx: tx,
        checkId: review.checkId,
        reason: "no_decision_in_time",
        vendorStatus: answer.vendorStatus,
        lastError: `no decision within 12 h: ${provider} says ${JSON.stringify(answer.vendorStatus.slice(0, 40))}`,
      }),
    );
    return;
  }
  if (answer.outcome === "UNRECOGNISED") {
    // Asked again later, as a review still under way is; its status is kept, and named as the reason.
    await db
      .update(identityChecks)
      .set({ vendorStatus: answer.vendorStatus })
      .where(and(eq(identityChecks.id, review.checkId), eq(identityChecks.status, "pending")));
    throw new Error(`${JSON.stringify(answer.vendorStatus.slice(0, 40))} is in no status list of the provider's`);
  }
  if (answer.outcome === "UNRESOLVED") {
    await inTransaction(systemWideContext(db, "identity-review-poller"), (tx) =>
      endCheckVendorLeftUndecided({ ctx: tx, checkId: review.checkId, vendorStatus: answer.vendorStatus }),
    );
    return;
  }
  const { outcome, document } = answer;
  // Settled meanwhile by the callback, or cancelled: the decision no longer applies (false).
  const settled = await inTransaction(systemWideContext(db, "identity-review-poller"), (tx) =>
    settleReviewedCheck({
      ctx: tx,
      ...review,
      provider,
      decide: () => outcome,
      document,
    }),
  );
  logger.info({ checkId: review.checkId, outcome, settled }, "identity review read from the provider");
}
