import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { Db } from "@/db/client";
import { identityChecks, identityEvidence } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger } from "@/lib/logger";
import { runQueue, type Queue } from "@/lib/queue/queue";
import { getIdentityProvider } from "@/lib/providers/identity";
import { readDocumentDescription } from "@/lib/providers/identity/document-description";

import { callWithTimeout } from "./call-with-timeout";

export type DocumentReadOptions = {
  limit?: number;
  /** How long one read may take; the adapter keeps its own, shorter budget inside it. */
  timeoutMs?: number;
  leaseMs?: number;
};

/** Decided documentary checks whose document the vendor has not described to us yet. */
function documentReadQueue(leaseSeconds: number) {
  return {
    name: "document description",
    table: identityChecks,
    id: identityChecks.id,
    due: and(eq(identityChecks.documentReadPending, true), lte(identityChecks.nextAttemptAt, sql`now()`))!,
    order: identityChecks.nextAttemptAt,
    lease: { until: identityChecks.lockedUntil, seconds: leaseSeconds },
    item: {
      id: identityChecks.id,
      employeeId: identityChecks.employeeId,
      provider: identityChecks.provider,
      providerReference: identityChecks.providerReference,
      evidenceId: identityChecks.evidenceId,
    },
    retryWhile: eq(identityChecks.documentReadPending, true),
  } satisfies Queue<Record<string, PgColumn>>;
}

/**
 * What the vendor read from the document of a documentary check it decided without saying — by
 * its callback, our poll, or an answer that carried no description — asked after the decision
 * committed (settle-check.ts marks the check), so a callback answers at once and no decision waits
 * on it. Claimed on the work queue like any check; one read each, best effort: whatever the vendor
 * answers, or fails to, the mark is cleared and only a description not recorded yet is written.
 * A worker that dies mid-read leaves it to the next after the lease.
 */
export async function readCheckedDocuments(db: Db, options: DocumentReadOptions = {}): Promise<number> {
  const provider = getIdentityProvider();
  const readDocument = provider.readDocument?.bind(provider);
  const queue = documentReadQueue((options.leaseMs ?? getEnv().WORKER_LEASE_SECONDS * 1000) / 1000);
  return runQueue(db, queue, {
    limit: options.limit ?? 10,
    work: async (check) => {
      let document;
      if (readDocument && check.provider === provider.name && check.providerReference && check.evidenceId) {
        const review = {
          checkId: check.id,
          personId: check.employeeId,
          kind: "documentary" as const,
          providerReference: check.providerReference,
        };
        try {
          document = readDocumentDescription(
            await callWithTimeout((signal) => readDocument(review, signal), options.timeoutMs ?? 10_000),
          );
        } catch (error) {
          logger.warn({ checkId: check.id, reason: failureReason(error) }, "document description not read");
        }
      }
      if (document && check.evidenceId)
        await db
          .update(identityEvidence)
          .set(document)
          .where(
            and(
              eq(identityEvidence.id, check.evidenceId),
              isNull(identityEvidence.issuingCountry),
              isNull(identityEvidence.issuingState),
              isNull(identityEvidence.expiresOn),
              isNull(identityEvidence.numberLastFour),
            ),
          );
      await db
        .update(identityChecks)
        .set({ documentReadPending: false, lockedUntil: null })
        .where(eq(identityChecks.id, check.id));
    },
  });
}
