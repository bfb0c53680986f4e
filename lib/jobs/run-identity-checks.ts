import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { Db } from "@/db/client";
import { identityChecks, identityEvidence } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { decryptBytes } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import { getEnv } from "@/lib/env";
import { runQueue, type Claimed as ClaimedItem, type Queue } from "@/lib/queue/queue";
import {
  getIdentityProvider,
  type DocumentEvidence,
  type IdentityProvider,
  type IdentitySubject,
} from "@/lib/providers/identity";
import { systemContext } from "@/lib/services/context";
import { getEmployeeOrThrow } from "@/lib/services/employee-scope";
import { checkIdentityData } from "@/lib/services/identity/check-identity-data";
import { settleIdentityCheck } from "@/lib/services/identity/settle-check";
import { inQueuedItemSpan } from "@/lib/telemetry/jobs";
import { recordIdentityCheck, type IdentityOutcome } from "@/lib/telemetry/metrics";

import { callWithTimeout, ProviderTimeoutError } from "./call-with-timeout";
import { readIdentityAnswer, type IdentityCheckAnswer } from "./identity-answer";

export type IdentityRunnerOptions = {
  limit?: number;
  /** How long one provider call may take before it counts as a timeout. */
  timeoutMs?: number;
  /** Delay before attempt n+1 after n failed attempts. */
  retryDelayMs?: (failedAttempts: number) => number;
  /** How long a claimed check stays this worker's (then another may take it over). */
  leaseMs?: number;
};

// Capped exponential backoff: 5 s, 10 s, 20 s … up to 15 minutes, for as long as the provider
// misbehaves. A check is never resolved by giving up: only a readable answer settles it.
export const defaultRetryDelayMs = (failedAttempts: number) => Math.min(5_000 * 2 ** (failedAttempts - 1), 15 * 60_000);

// The metric's outcomes: "review" is a case handed on, to a person or to documents.
const IDENTITY_OUTCOMES: Record<IdentityCheckAnswer["outcome"], IdentityOutcome> = {
  VERIFIED: "approved",
  FAILED: "declined",
  NEEDS_EXPANDED_VERIFICATION: "review",
  PENDING_REVIEW: "review",
};

/** Checks due to run: pending, not handed to a person, their next attempt due. */
function identityCheckQueue(provider: string, options: IdentityRunnerOptions) {
  return {
    name: "identity check",
    table: identityChecks,
    id: identityChecks.id,
    attempts: identityChecks.attempts,
    due: and(
      eq(identityChecks.status, "pending"),
      isNull(identityChecks.awaitingReviewSince),
      lte(identityChecks.nextAttemptAt, sql`now()`),
    )!,
    order: identityChecks.nextAttemptAt,
    lease: {
      until: identityChecks.lockedUntil,
      seconds: (options.leaseMs ?? getEnv().WORKER_LEASE_SECONDS * 1000) / 1000,
    },
    // The check belongs to the provider that runs it from now on.
    claimSet: { provider },
    item: {
      id: identityChecks.id,
      employeeId: identityChecks.employeeId,
      employerId: identityChecks.employerId,
      kind: identityChecks.kind,
      attempts: identityChecks.attempts,
      evidenceId: identityChecks.evidenceId,
      traceparent: identityChecks.traceparent,
    },
    // Never given up: only a readable answer settles a check.
    backoff: { nextAttemptAt: identityChecks.nextAttemptAt, delayMs: options.retryDelayMs ?? defaultRetryDelayMs },
    lastError: identityChecks.lastError,
    // Settled meanwhile by a callback, or cancelled: left as it is.
    retryWhile: eq(identityChecks.status, "pending"),
  } satisfies Queue<Record<string, PgColumn>>;
}

type Claimed = ClaimedItem<ReturnType<typeof identityCheckQueue>["item"]>;

/**
 * Runs due checks on the work queue (lib/queue): claimed with SKIP LOCKED, so several workers never
 * run one twice, and settled each. The claim records which provider runs the check: the one
 * configured now, which may not be the one configured when the check was queued. Its answers, its
 * review callbacks and its review polls then all belong to the check (docs/providers.md). A check
 * not settled is tried again after the backoff, for as long as the provider misbehaves.
 */
export async function runIdentityChecks(db: Db, options: IdentityRunnerOptions = {}): Promise<number> {
  const provider = getIdentityProvider();
  return runQueue(db, identityCheckQueue(provider.name, options), {
    limit: options.limit ?? 10,
    work: (check) => settle(db, provider, check, options),
  });
}

/** One check, in a span that continues the trace of the request that queued it. */
function settle(db: Db, provider: IdentityProvider, check: Claimed, options: IdentityRunnerOptions): Promise<void> {
  return inQueuedItemSpan(
    "identity check",
    {
      traceparent: check.traceparent,
      attributes: {
        "identity_check.id": check.id,
        "identity_check.kind": check.kind,
        "identity_check.attempt": check.attempts,
        "identity_check.provider": provider.name,
      },
    },
    async () => applyAnswer(db, check, await askProvider(db, provider, check, options.timeoutMs ?? 10_000)),
  );
}

async function askProvider(
  db: Db,
  provider: IdentityProvider,
  check: Claimed,
  timeoutMs: number,
): Promise<IdentityCheckAnswer> {
  const employee = await getEmployeeOrThrow({
    ctx: systemContext(db, "identity-worker", check.employerId),
    employeeId: check.employeeId,
  });
  const data = checkIdentityData(employee);
  if (!data.ok) throw new Error("employee data no longer complete");
  const subject: IdentitySubject = {
    ...data.subject,
    checkId: check.id,
    attempt: check.attempts,
    expandedRequired: employee.expandedVerificationRequired,
  };
  const evidence = check.kind === "documentary" ? await loadEvidence(db, check.evidenceId) : undefined;
  const startedAt = performance.now();
  let read: IdentityCheckAnswer;
  try {
    const answer = await callWithTimeout(
      (signal) =>
        evidence ? provider.verifyDocument(subject, evidence, signal) : provider.verifyStandard(subject, signal),
      timeoutMs,
    );
    read = readIdentityAnswer(check.kind, answer);
  } catch (error) {
    recordIdentityCheck(provider.name, error instanceof ProviderTimeoutError ? "timeout" : "error", startedAt);
    throw error;
  }
  recordIdentityCheck(provider.name, IDENTITY_OUTCOMES[read.outcome], startedAt);
  // A case handed to a person must be one we can ask about again (poll-identity-reviews.ts), or a
  // lost callback would leave the check pending for good.
  if (read.outcome === "PENDING_REVIEW" && (!read.providerReference || !provider.checkReview)) {
    throw new Error("PENDING_REVIEW from a provider that cannot be asked about it again");
  }
  return read;
}

// The images, decrypted for this one call: held in memory only, never logged or kept.
async function loadEvidence(db: Db, evidenceId: string | null): Promise<DocumentEvidence> {
  const [row] = evidenceId ? await db.select().from(identityEvidence).where(eq(identityEvidence.id, evidenceId)) : [];
  if (!row) throw new Error("evidence missing for documentary check");
  const { frontEncrypted } = row;
  if (!frontEncrypted) throw new Error("evidence images already deleted");
  return {
    documentType: row.documentType,
    front: {
      bytes: decryptBytes(frontEncrypted, sealingContexts.identityImage(row.id, "front")),
      mimeType: row.frontMimeType,
    },
    back:
      row.backEncrypted && row.backMimeType
        ? {
            bytes: decryptBytes(row.backEncrypted, sealingContexts.identityImage(row.id, "back")),
            mimeType: row.backMimeType,
          }
        : null,
  };
}

async function applyAnswer(db: Db, check: Claimed, answer: IdentityCheckAnswer): Promise<void> {
  const reference = answer.providerReference ?? null;
  if (answer.outcome === "PENDING_REVIEW") {
    // The employee stays PENDING; the admin area shows the check as awaiting review. The vendor's
    // callback settles it, or, if that is late, the review poll (poll-identity-reviews.ts).
    await db
      .update(identityChecks)
      .set({ awaitingReviewSince: new Date(), providerReference: reference, lockedUntil: null, lastError: null })
      .where(
        and(
          eq(identityChecks.id, check.id),
          eq(identityChecks.status, "pending"),
          isNull(identityChecks.awaitingReviewSince),
        ),
      );
    return;
  }
  const outcome = answer.outcome;
  await inTransaction(systemContext(db, "identity-worker", check.employerId), async (tx) => {
    if (reference)
      await tx.db.update(identityChecks).set({ providerReference: reference }).where(eq(identityChecks.id, check.id));
    // Cancelled meanwhile (sandbox close-account) or settled by a callback: the answer no longer applies.
    await settleIdentityCheck({
      ctx: tx,
      check: { id: check.id, employeeId: check.employeeId, employerId: check.employerId, kind: check.kind },
      outcome,
      document: answer.document,
    });
  });
}
