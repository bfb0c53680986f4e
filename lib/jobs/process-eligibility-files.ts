import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { Db } from "@/db/client";
import { eligibilityFiles } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger, scrubSsnLike } from "@/lib/logger";
import { renewLease, runQueue, type Queue } from "@/lib/queue/queue";
import { failEligibilityFile } from "@/lib/services/eligibility-files/fail-eligibility-file";
import { processEligibilityFile } from "@/lib/services/eligibility-files/process-eligibility-file";
import { systemWideContext } from "@/lib/services/context";
import { SFTP_ACTOR } from "@/lib/services/eligibility-files/sftp-actor";

export type FileRunnerOptions = {
  /** How long a claimed file stays this worker's; renewed while the import runs. */
  leaseMs?: number;
  /** Delay before attempt n+1 after n failed attempts. */
  retryDelayMs?: (failedAttempts: number) => number;
};

/** A file that keeps failing for a reason of ours is acknowledged as failed after this many attempts. */
export const MAX_FILE_ATTEMPTS = 5;
const defaultRetryDelayMs = (failedAttempts: number) => Math.min(10_000 * 4 ** (failedAttempts - 1), 30 * 60_000);

/** Files received and not yet imported (or whose worker died importing them), oldest first, one at a time. */
function fileQueue(options: FileRunnerOptions) {
  return {
    name: "eligibility file",
    table: eligibilityFiles,
    id: eligibilityFiles.id,
    attempts: eligibilityFiles.attempts,
    due: and(
      inArray(eligibilityFiles.status, ["queued", "processing"]),
      lte(eligibilityFiles.nextAttemptAt, sql`now()`),
    )!,
    order: eligibilityFiles.receivedAt,
    lease: {
      until: eligibilityFiles.lockedUntil,
      seconds: (options.leaseMs ?? getEnv().WORKER_LEASE_SECONDS * 1000) / 1000,
    },
    claimSet: { status: "processing" },
    item: { id: eligibilityFiles.id, attempts: eligibilityFiles.attempts },
    backoff: { nextAttemptAt: eligibilityFiles.nextAttemptAt, delayMs: options.retryDelayMs ?? defaultRetryDelayMs },
    lastError: eligibilityFiles.lastError,
    retrySet: { status: "queued" },
    maxAttempts: MAX_FILE_ATTEMPTS,
  } satisfies Queue<Record<string, PgColumn>>;
}

/**
 * Imports the next queued eligibility file, if any, on the work queue: claimed with SKIP LOCKED and
 * a lease (two workers never take one file), the lease renewed while the import runs, so a long
 * file is not taken over, while a worker that dies loses it to another after one lease. A file
 * that keeps failing — or that workers keep dying on (out of memory, killed) — is acknowledged as
 * failed after MAX_FILE_ATTEMPTS. Returns how many it took (0 or 1: an import is heavy, so files go
 * one at a time per worker).
 */
export async function processEligibilityFiles(db: Db, options: FileRunnerOptions = {}): Promise<number> {
  const queue = fileQueue(options);
  const ctx = systemWideContext(db, SFTP_ACTOR);
  return runQueue(db, queue, {
    limit: 1,
    // Kept in the row and the log: a database error's message can quote the rows it was writing.
    describe: (error) =>
      /^Failed query/.test(failureReason(error)) ? "database query failed" : scrubSsnLike(failureReason(error)),
    onDead: async (file) =>
      failEligibilityFile({ ctx, fileId: file.id }).catch((failure: unknown) =>
        logger.error({ err: failure, fileId: file.id }, "could not acknowledge a failed eligibility file"),
      ),
    work: async ({ id, attempts }) => {
      const [file] = await db.select().from(eligibilityFiles).where(eq(eligibilityFiles.id, id));
      if (!file) return;
      // Claimed again and again by workers that died on it: given up, said so.
      if (attempts > MAX_FILE_ATTEMPTS) throw new Error("workers stopped while processing this file");
      const leaseSeconds = queue.lease.seconds;
      const renew = setInterval(
        () => {
          void renewLease(db, queue, id, { while: eq(eligibilityFiles.status, "processing") }).catch((error: unknown) =>
            logger.warn({ err: error, fileId: id }, "could not renew an eligibility file's lease"),
          );
        },
        Math.max(1000, (leaseSeconds * 1000) / 3),
      );
      try {
        const outcome = await processEligibilityFile({ ctx, file });
        logger.info({ fileId: id, outcome }, "eligibility file processed");
      } finally {
        clearInterval(renew);
      }
    },
  });
}
