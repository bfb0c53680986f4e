import { and, eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { eligibilityFiles, type EligibilityFileRow } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger, scrubSsnLike } from "@/lib/logger";
import { failEligibilityFile, processEligibilityFile } from "@/lib/services/eligibility-files/process-eligibility-file";
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

/**
 * Imports the next queued eligibility file, if any: claimed with SKIP LOCKED and a lease (two
 * workers never take one file), the lease renewed while the import runs, so a long file is not
 * taken over, while a worker that dies loses it to another after one lease. Returns how many it
 * took (0 or 1: an import is heavy, so files go one at a time per worker).
 */
export async function processEligibilityFiles(db: Db, options: FileRunnerOptions = {}): Promise<number> {
  const leaseSeconds = (options.leaseMs ?? getEnv().WORKER_LEASE_SECONDS * 1000) / 1000;
  const claimed = await db.execute<{ id: string }>(sql`
    update eligibility_files set status = 'processing', locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select id from eligibility_files
      where status in ('queued', 'processing') and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by received_at limit 1
      for update skip locked)
    returning id`);
  const id = claimed.rows[0]?.id;
  if (!id) return 0;
  const [file] = await db.select().from(eligibilityFiles).where(eq(eligibilityFiles.id, id));
  if (!file) return 0;
  if (file.attempts > MAX_FILE_ATTEMPTS) {
    // Claimed again and again by workers that died on it (out of memory, killed): given up, said so.
    await retryOrFail(db, file, new Error("workers stopped while processing this file"), options);
    return 1;
  }
  const renew = setInterval(
    () => {
      void db
        .update(eligibilityFiles)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(and(eq(eligibilityFiles.id, id), eq(eligibilityFiles.status, "processing")))
        .catch((error: unknown) =>
          logger.warn({ err: error, fileId: id }, "could not renew an eligibility file's lease"),
        );
    },
    Math.max(1000, (leaseSeconds * 1000) / 3),
  );
  try {
    const outcome = await processEligibilityFile({ ctx: systemWideContext(db, SFTP_ACTOR), file });
    logger.info({ fileId: id, outcome }, "eligibility file processed");
  } catch (error) {
    await retryOrFail(db, file, error, options);
  } finally {
    clearInterval(renew);
  }
  return 1;
}

async function retryOrFail(
  db: Db,
  file: EligibilityFileRow,
  error: unknown,
  options: FileRunnerOptions,
): Promise<void> {
  // Kept in the row and the log: a database error's message can quote the rows it was writing.
  const reason = /^Failed query/.test(failureReason(error))
    ? "database query failed"
    : scrubSsnLike(failureReason(error));
  if (file.attempts >= MAX_FILE_ATTEMPTS) {
    logger.error({ fileId: file.id, attempt: file.attempts, reason }, "eligibility file failed for good");
    await failEligibilityFile({ ctx: systemWideContext(db, SFTP_ACTOR), fileId: file.id }).catch((failure: unknown) =>
      logger.error({ err: failure, fileId: file.id }, "could not acknowledge a failed eligibility file"),
    );
    return;
  }
  const delay = (options.retryDelayMs ?? defaultRetryDelayMs)(file.attempts);
  logger.warn({ fileId: file.id, attempt: file.attempts, reason }, "eligibility file not processed; will retry");
  await db
    .update(eligibilityFiles)
    .set({ status: "queued", lockedUntil: null, lastError: reason, nextAttemptAt: new Date(Date.now() + delay) })
    .where(eq(eligibilityFiles.id, file.id));
}
