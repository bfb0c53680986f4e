import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
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
import { openCheckSubject, type CheckSubject } from "@/lib/services/identity/check-subject";
import { endCheckVendorLeftUndecided, endUnresolvedCheck } from "@/lib/services/identity/end-unresolved-check";
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
  /** How long after its first request a check may still ask the vendor; default IDENTITY_CREATE_DEADLINE_MS. */
  createDeadlineMs?: number;
};

// Capped exponential backoff: 5 s, 10 s, 20 s … up to 15 minutes, until the check is settled or
// its create deadline passes.
export const defaultRetryDelayMs = (failedAttempts: number) => Math.min(5_000 * 2 ** (failedAttempts - 1), 15 * 60_000);

/**
 * How long after a check's first request to the vendor it may still ask: 12 hours. Persona keeps
 * an idempotency key's first answer "for at least 24 hours" (https://docs.withpersona.com/idempotence)
 * and Stripe "for 24 hours": a create re-sent under the same key well inside that gets the first
 * answer back, never a second (billed) verification. Past it a check that has no decision ends
 * unresolved (end-unresolved-check.ts) instead of asking again.
 */
export const IDENTITY_CREATE_DEADLINE_MS = 12 * 60 * 60 * 1000;

/** Whether a check whose first request went out at `firstSentAt` is past its create deadline (none sent yet: not). */
export const pastCreateDeadline = (firstSentAt: Date | null, deadlineMs = IDENTITY_CREATE_DEADLINE_MS): boolean =>
  firstSentAt !== null && Date.now() - firstSentAt.getTime() >= deadlineMs;

// The metric's outcomes: "review" is a case handed on, to a person or to documents; "error" an
// answer we could not read as a decision (a status in no list), asked again.
const IDENTITY_OUTCOMES: Record<IdentityCheckAnswer["outcome"], IdentityOutcome> = {
  VERIFIED: "approved",
  FAILED: "declined",
  NEEDS_EXPANDED_VERIFICATION: "review",
  PENDING_REVIEW: "review",
  UNRESOLVED: "unresolved",
  UNRECOGNISED: "error",
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
    // The check belongs to the provider that runs it from now on; its create deadline counts from
    // its first claim, just before its first request.
    claimSet: { provider, firstSentAt: sql`coalesce(${identityChecks.firstSentAt}, now())` },
    item: {
      id: identityChecks.id,
      employeeId: identityChecks.employeeId,
      employerId: identityChecks.employerId,
      kind: identityChecks.kind,
      attempts: identityChecks.attempts,
      evidenceId: identityChecks.evidenceId,
      traceparent: identityChecks.traceparent,
      providerReference: identityChecks.providerReference,
      vendorStatus: identityChecks.vendorStatus,
      firstSentAt: identityChecks.firstSentAt,
      subjectSealed: identityChecks.subjectSealed,
      lastError: identityChecks.lastError,
    },
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
 * review callbacks and its review polls then all belong to the check (docs/providers.md).
 *
 * Never two verifications for one check (docs/providers.md, "Never billed twice"): every attempt
 * sends the check's sealed snapshot under the same idempotency key; any answer that names the
 * vendor's case is recorded before it is acted on, and from then on the case is read back, never
 * created again; and no request goes out after the create deadline: a check still undecided then
 * ends unresolved. A check not settled is tried again after the backoff until then.
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
    async () => {
      const deadlineMs = options.createDeadlineMs ?? IDENTITY_CREATE_DEADLINE_MS;
      if (pastCreateDeadline(check.firstSentAt, deadlineMs))
        return endPastDeadline(db, provider.name, check, deadlineMs);
      const answer = await askProvider(db, provider, check, options.timeoutMs ?? 10_000);
      await recordCase(db, check.id, answer);
      await applyAnswer(db, check, answer);
    },
  );
}

/**
 * The create deadline passed with no decision: whatever the vendor last said (a status in no list)
 * or never said (no answer at all), the check ends unresolved rather than risk a second
 * verification under an expired key.
 */
async function endPastDeadline(db: Db, provider: string, check: Claimed, deadlineMs: number): Promise<void> {
  const hours = Math.round(deadlineMs / 3_600_000);
  const lastError = check.vendorStatus
    ? `no decision within ${hours} h: ${provider} still says ${JSON.stringify(check.vendorStatus.slice(0, 40))}`
    : `no answer from ${provider} within ${hours} h${check.lastError ? ` (last: ${check.lastError.slice(0, 200)})` : ""}`;
  await inTransaction(systemContext(db, "identity-worker", check.employerId), (tx) =>
    endUnresolvedCheck({ ctx: tx, checkId: check.id, reason: "no_decision_in_time", vendorStatus: null, lastError }),
  );
  recordIdentityCheck(provider, "unresolved", performance.now());
}

async function askProvider(
  db: Db,
  provider: IdentityProvider,
  check: Claimed,
  timeoutMs: number,
): Promise<IdentityCheckAnswer> {
  const kind = check.kind === "documentary" ? "documentary" : "standard";
  const checkReview = provider.checkReview?.bind(provider);
  // The vendor already holds a case for this check: read it back, never create another.
  const ask: (signal: AbortSignal) => Promise<unknown> =
    check.providerReference && checkReview
      ? (signal) =>
          checkReview(
            { checkId: check.id, personId: check.employeeId, kind, providerReference: check.providerReference! },
            signal,
          )
      : await createRequest(db, provider, check);
  const startedAt = performance.now();
  let read: IdentityCheckAnswer;
  try {
    read = readIdentityAnswer(check.kind, await callWithTimeout(ask, timeoutMs));
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

/** The check's create request: its sealed snapshot (and document), the same at every attempt. */
async function createRequest(
  db: Db,
  provider: IdentityProvider,
  check: Claimed,
): Promise<(signal: AbortSignal) => Promise<unknown>> {
  const data = check.subjectSealed
    ? openCheckSubject(check.id, check.subjectSealed)
    : await subjectFromEmployee(db, check);
  // A check queued before snapshots (migration 0047) was sent with its own id as the reference: it
  // keeps it, so a retry is the same request under its key and Persona replays its first answer.
  const personId = check.subjectSealed ? check.employeeId : check.id;
  const subject: IdentitySubject = { ...data, checkId: check.id, personId, attempt: check.attempts };
  if (check.kind !== "documentary") return (signal) => provider.verifyStandard(subject, signal);
  const evidence = await loadEvidence(db, check.evidenceId);
  return (signal) => provider.verifyDocument(subject, evidence, signal);
}

// A check queued before checks kept their snapshot (migration 0047): the employee's data now.
async function subjectFromEmployee(db: Db, check: Claimed): Promise<CheckSubject> {
  const employee = await getEmployeeOrThrow({
    ctx: systemContext(db, "identity-worker", check.employerId),
    employeeId: check.employeeId,
  });
  const data = checkIdentityData(employee);
  if (!data.ok) throw new Error("employee data no longer complete");
  return { ...data.subject, expandedRequired: employee.expandedVerificationRequired };
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

/**
 * The vendor's case, recorded before anything is made of the answer and whatever the check's state
 * (cancelled meanwhile included, so a callback for it finds it): its id, and its status when that
 * was no decision. A case already recorded is never replaced by another.
 */
async function recordCase(db: Db, checkId: string, answer: IdentityCheckAnswer): Promise<void> {
  if (!answer.providerReference) return;
  await db
    .update(identityChecks)
    .set({
      providerReference: answer.providerReference,
      ...("vendorStatus" in answer ? { vendorStatus: answer.vendorStatus } : {}),
    })
    .where(
      and(
        eq(identityChecks.id, checkId),
        or(isNull(identityChecks.providerReference), eq(identityChecks.providerReference, answer.providerReference)),
      ),
    );
}

async function applyAnswer(db: Db, check: Claimed, answer: IdentityCheckAnswer): Promise<void> {
  switch (answer.outcome) {
    case "UNRECOGNISED":
      // Recorded; read back after the backoff until the create deadline (the reason is the check's last error).
      throw new Error(
        `${JSON.stringify(answer.vendorStatus.slice(0, 40))} is in no status list of the provider's; read back until the create deadline`,
      );
    case "UNRESOLVED":
      await inTransaction(systemContext(db, "identity-worker", check.employerId), (tx) =>
        endCheckVendorLeftUndecided({ ctx: tx, checkId: check.id, vendorStatus: answer.vendorStatus }),
      );
      return;
    case "PENDING_REVIEW":
      // The employee stays PENDING; the admin area shows the check as awaiting review. The vendor's
      // callback settles it, or, if that is late, the review poll (poll-identity-reviews.ts). Its
      // case is already recorded (recordCase).
      await db
        .update(identityChecks)
        .set({ awaitingReviewSince: new Date(), lockedUntil: null, lastError: null })
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
  await inTransaction(systemContext(db, "identity-worker", check.employerId), (tx) =>
    // Cancelled meanwhile (sandbox close-account) or settled by a callback: the answer no longer applies.
    settleIdentityCheck({
      ctx: tx,
      check: { id: check.id, employeeId: check.employeeId, employerId: check.employerId, kind: check.kind },
      outcome,
      document: answer.document,
    }),
  );
}
