import { and, eq, lt, lte, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { Db } from "@/db/client";
import { cards } from "@/db/schema";
import { failureReason } from "@/lib/errors/failure-reason";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { runQueue, type Claimed as ClaimedItem, type Queue } from "@/lib/queue/queue";
import { IssuingError } from "@/lib/providers/issuing";
import { issueReservedCard } from "@/lib/services/cards/issue-reserved-card";
import { syncCardAtIssuer } from "@/lib/services/cards/sync-card-at-issuer";
import { releaseAtIssuer } from "@/lib/services/cards/release-at-issuer";
import { voidCardReservation } from "@/lib/services/cards/void-card-reservation";
import { systemContext, systemWideContext } from "@/lib/services/context";
import { inQueuedItemSpan } from "@/lib/telemetry/jobs";

export type CardReconcilerOptions = {
  /** A reservation younger than this is still its request's to finish (a void as young, its voider's to release). */
  olderThanSeconds?: number;
  limit?: number;
  /** How long a claimed card stays this worker's after its first attempt; it doubles with each attempt, up to an hour. */
  leaseMs?: number;
};

/** Longer than any create request lasts (the issuer adapters time out well inside it). */
export const RESERVATION_AGE_SECONDS = 60;
/** However often an issuer keeps failing, a reservation is retried at least hourly. */
export const MAX_RETRY_SECONDS = 3600;

/**
 * Cards the issuer still has to hear about: a reservation its request did not finish, a voided card
 * not yet released, an issued card with a lifecycle change not yet told. The lease doubles with
 * every attempt, up to an hour: it is the backoff, so an issuer that keeps failing is asked less
 * and less often, and a worker that dies mid-call leaves the card to the next after one lease.
 */
function cardQueue(options: CardReconcilerOptions) {
  const settled = sql`now() - make_interval(secs => ${options.olderThanSeconds ?? RESERVATION_AGE_SECONDS}::float8)`;
  return {
    name: "card reconciliation",
    table: cards,
    id: cards.id,
    attempts: cards.reconcileAttempts,
    due: or(
      and(eq(cards.state, "reserved"), lte(cards.createdAt, settled)),
      and(eq(cards.state, "voided"), lt(cards.releasesCovered, cards.releaseRequests), lte(cards.voidedAt, settled)),
      and(
        eq(cards.state, "issued"),
        lt(cards.issuerSyncsCovered, cards.issuerSyncRequests),
        lte(cards.issuerSyncRequestedAt, settled),
      ),
    )!,
    order: cards.createdAt,
    lease: {
      until: cards.lockedUntil,
      seconds: (options.leaseMs ?? getEnv().WORKER_LEASE_SECONDS * 1000) / 1000,
      growth: { doubling: true, maxSeconds: MAX_RETRY_SECONDS },
    },
    item: {
      id: cards.id,
      employerId: cards.employerId,
      employeeId: cards.employeeId,
      cardType: cards.cardType,
      state: cards.state,
      shippingAddress: cards.shippingAddress,
      releaseRequests: cards.releaseRequests,
      replacesCardId: cards.replacesCardId,
      traceparent: cards.traceparent,
      attempts: cards.reconcileAttempts,
    },
  } satisfies Queue<Record<string, PgColumn>>;
}

type Claimed = ClaimedItem<ReturnType<typeof cardQueue>["item"]>;

/**
 * Finishes what a crash or an issuer failure left behind, on the work queue (each card claimed
 * with SKIP LOCKED, so two workers never take one):
 * - a reservation: asks the issuer for the card it may hold for our id, else issues under a key of
 *   this attempt (a saved failure under the request's key is never replayed to it), and records
 *   (card.created once). Refused for good →
 *   voided, and whatever the issuer made of it cancelled. A failure that may pass is retried.
 * - a voided card not yet released at the issuer: cancels whatever the issuer holds for it.
 * - an issued card whose lifecycle change (lock, unlock, close, loss) the issuer has not been told
 *   of: tells it (lib/services/cards/sync-card-at-issuer.ts). A lost card's replacement is a
 *   reservation like any other: the replaced card is cancelled first, then the replacement issued.
 * Each step says what went wrong itself and leaves the card to its lease.
 */
export async function reconcileCardReservations(db: Db, options: CardReconcilerOptions = {}): Promise<number> {
  return runQueue(db, cardQueue(options), {
    limit: options.limit ?? 10,
    work: (card) =>
      // Each card continues the trace of the request that reserved it.
      inQueuedItemSpan(
        `card ${card.state === "voided" ? "release" : card.state === "issued" ? "sync" : "reconcile"}`,
        { traceparent: card.traceparent, attributes: { "card.id": card.id, "card.state": card.state } },
        () =>
          card.state === "voided" ? release(db, card) : card.state === "issued" ? sync(db, card) : reconcile(db, card),
      ),
  });
}

async function reconcile(db: Db, claimed: Claimed): Promise<void> {
  const card = {
    id: claimed.id,
    employerId: claimed.employerId,
    employeeId: claimed.employeeId,
    cardType: claimed.cardType,
    shippingAddress: claimed.shippingAddress,
    replacesCardId: claimed.replacesCardId,
  };
  const ctx = systemContext(db, "card-reconciler", card.employerId);
  try {
    await issueReservedCard({ ctx, card, lookUpFirst: { attempt: claimed.attempts } });
    logger.info({ cardId: card.id }, "card reservation completed");
  } catch (error) {
    const reason = failureReason(error);
    // A void that fails (the database) leaves the reservation for the next round rather than
    // ending this pass for the other reservations and the checks loop.
    const voided =
      error instanceof IssuingError &&
      !error.retryable &&
      (await voidCardReservation({ ctx, card, reason }).catch(() => false));
    if (voided) {
      logger.warn({ cardId: card.id, reason }, "card reservation voided: the issuer refused it");
      return;
    }
    logger.warn({ cardId: card.id, reason }, "card reservation not completed; will retry");
    await db
      .update(cards)
      .set({ lastError: reason })
      .where(and(eq(cards.id, card.id), eq(cards.state, "reserved")));
  }
}

async function sync(db: Db, claimed: Claimed): Promise<void> {
  try {
    if (await syncCardAtIssuer({ ctx: systemWideContext(db, "card-reconciler"), cardId: claimed.id }))
      logger.info({ cardId: claimed.id }, "card lifecycle change told to the issuer");
  } catch (error) {
    logger.warn(
      { cardId: claimed.id, reason: failureReason(error) },
      "card issuer not yet told of a lifecycle change; will retry",
    );
  }
}

async function release(db: Db, claimed: Claimed): Promise<void> {
  try {
    await releaseAtIssuer({
      ctx: systemWideContext(db, "card-reconciler"),
      card: {
        id: claimed.id,
        cardType: claimed.cardType,
        employeeId: claimed.employeeId,
        releaseRequests: claimed.releaseRequests,
      },
    });
    logger.info({ cardId: claimed.id }, "voided card released at the issuer");
  } catch (error) {
    logger.warn(
      { cardId: claimed.id, reason: failureReason(error) },
      "voided card not yet released at the issuer; will retry",
    );
  }
}
