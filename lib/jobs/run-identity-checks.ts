import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "@/db/client";
import { employees, identityChecks, identityEvidence } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { getIdentityProvider, type IdentitySubject } from "@/lib/providers/identity";
import { systemContext } from "@/lib/services/context";
import { getEmployeeOrThrow } from "@/lib/services/employees/get-employee-or-throw";
import { checkIdentityData } from "@/lib/services/identity/check-identity-data";
import { refreshRequirementsProjection } from "@/lib/services/onboarding/refresh-requirements-projection";
import { recordEvent } from "@/lib/webhooks/record-event";

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

const standardAnswer = z.object({ outcome: z.enum(["VERIFIED", "FAILED", "NEEDS_EXPANDED_VERIFICATION"]) });
const documentAnswer = z.object({ outcome: z.enum(["VERIFIED", "FAILED"]) });

type Claimed = { id: string; employee_id: string; employer_id: string; kind: string; attempts: number; evidence_id: string | null };

/** Runs due checks: claims them (SKIP LOCKED, so several workers never run one twice) and settles each. */
export async function runIdentityChecks(db: Db, options: IdentityRunnerOptions = {}): Promise<number> {
  const claimed = await db.execute<Claimed>(sql`
    update identity_checks set locked_until = now() + make_interval(secs => ${(options.leaseMs ?? getEnv().WORKER_LEASE_SECONDS * 1000) / 1000}), attempts = attempts + 1
    where id in (
      select id from identity_checks
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at limit ${options.limit ?? 10}
      for update skip locked)
    returning id, employee_id, employer_id, kind, attempts, evidence_id`);
  await Promise.all(claimed.rows.map((check) => settle(db, check, options)));
  return claimed.rows.length;
}

async function settle(db: Db, check: Claimed, options: IdentityRunnerOptions): Promise<void> {
  try {
    const outcome = await askProvider(db, check, options.timeoutMs ?? 10_000);
    await applyOutcome(db, check, outcome);
  } catch (error) {
    const delay = (options.retryDelayMs ?? defaultRetryDelayMs)(check.attempts);
    const reason = error instanceof Error ? error.message.slice(0, 200) : "unknown error";
    logger.warn({ checkId: check.id, attempt: check.attempts, reason }, "identity check not settled; will retry");
    await db
      .update(identityChecks)
      .set({ lockedUntil: null, lastError: reason, nextAttemptAt: new Date(Date.now() + delay) })
      .where(and(eq(identityChecks.id, check.id), eq(identityChecks.status, "pending")));
  }
}

async function askProvider(db: Db, check: Claimed, timeoutMs: number) {
  const employee = await getEmployeeOrThrow({ ctx: systemContext(db, "identity-worker", check.employer_id), employeeId: check.employee_id });
  const data = checkIdentityData(employee);
  if (!data.ok) throw new Error("employee data no longer complete");
  const subject: IdentitySubject = { ...data.subject, checkId: check.id, attempt: check.attempts, expandedRequired: employee.expandedVerificationRequired };
  const provider = getIdentityProvider();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const call =
      check.kind === "documentary"
        ? provider.verifyDocument(subject, await evidenceSummary(db, check.evidence_id), controller.signal)
        : provider.verifyStandard(subject, controller.signal);
    const timeout = new Promise<never>((_, reject) =>
      controller.signal.addEventListener("abort", () => reject(new Error(`provider timed out after ${timeoutMs} ms`)), { once: true }),
    );
    const answer = await Promise.race([call, timeout]);
    const parsed = (check.kind === "documentary" ? documentAnswer : standardAnswer).safeParse(answer);
    if (!parsed.success) throw new Error("unreadable provider answer");
    return parsed.data.outcome;
  } finally {
    clearTimeout(timer);
  }
}

async function evidenceSummary(db: Db, evidenceId: string | null) {
  const [row] = evidenceId
    ? await db
        .select({ documentType: identityEvidence.documentType, frontMimeType: identityEvidence.frontMimeType, backBytes: identityEvidence.backBytes })
        .from(identityEvidence)
        .where(eq(identityEvidence.id, evidenceId))
    : [];
  if (!row) throw new Error("evidence missing for documentary check");
  return { documentType: row.documentType, frontMimeType: row.frontMimeType, hasBack: row.backBytes !== null };
}

const EVENT_FOR: Record<string, string> = {
  VERIFIED: "identity-verification.success",
  FAILED: "identity-verification.failed",
  NEEDS_EXPANDED_VERIFICATION: "identity-verification.needs-documentary-evidence",
};

async function applyOutcome(db: Db, check: Claimed, outcome: "VERIFIED" | "FAILED" | "NEEDS_EXPANDED_VERIFICATION"): Promise<void> {
  await db.transaction(async (tx) => {
    const settled = await tx
      .update(identityChecks)
      .set({ status: "completed", outcome, completedAt: new Date(), lockedUntil: null, lastError: null })
      .where(and(eq(identityChecks.id, check.id), eq(identityChecks.status, "pending")))
      .returning({ id: identityChecks.id });
    // Cancelled meanwhile (sandbox close-account): the answer no longer applies.
    if (settled.length === 0) return;
    await tx
      .update(employees)
      .set({
        onboardingStatus: outcome,
        updatedAt: new Date(),
        ...(outcome === "NEEDS_EXPANDED_VERIFICATION" ? { expandedVerificationRequired: false } : {}),
      })
      .where(and(eq(employees.id, check.employee_id), eq(employees.onboardingStatus, "PENDING")));
    await recordEvent(tx, {
      type: EVENT_FOR[outcome]!,
      employerId: check.employer_id,
      employeeId: check.employee_id,
      data: {
        employerId: check.employer_id,
        employeeId: check.employee_id,
        status: outcome,
        checkId: check.id,
        stage: check.kind,
      },
    });
    await refreshRequirementsProjection(tx, check.employee_id);
  });
}
