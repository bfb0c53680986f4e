import { and, eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { cards } from "@/db/schema";
import { failureReason } from "@/lib/errors/failure-reason";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { IssuingError } from "@/lib/providers/issuing";
import { issueReservedCard } from "@/lib/services/cards/issue-reserved-card";
import { syncCardAtIssuer } from "@/lib/services/cards/sync-card-at-issuer";
import { releaseAtIssuer, voidCardReservation } from "@/lib/services/cards/void-card-reservation";
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

type Claimed = {
  id: string;
  employer_id: string;
  employee_id: string;
  card_type: string;
  state: "reserved" | "voided" | "issued";
  shipping_address: Record<string, string | null> | null;
  release_requests: number;
  replaces_card_id: string | null;
  traceparent: string | null;
};

/**
 * Finishes what a crash or an issuer failure left behind, claiming each card with SKIP LOCKED
 * and a lease (two workers never take one) that doubles with every attempt:
 * - a reservation: asks the issuer for the card it may hold for our id, else issues with the
 *   same idempotency keys as the request, and records (card.created once). Refused for good →
 *   voided, and whatever the issuer made of it cancelled. A failure that may pass is retried.
 * - a voided card not yet released at the issuer: cancels whatever the issuer holds for it.
 * - an issued card whose lifecycle change (lock, unlock, close, loss) the issuer has not been told
 *   of: tells it (lib/services/cards/sync-card-at-issuer.ts). A lost card's replacement is a
 *   reservation like any other: the replaced card is cancelled first, then the replacement issued.
 */
export async function reconcileCardReservations(db: Db, options: CardReconcilerOptions = {}): Promise<number> {
  const leaseSeconds = (options.leaseMs ?? getEnv().WORKER_LEASE_SECONDS * 1000) / 1000;
  const claimed = await db.execute<Claimed>(sql`
    update cards set
      locked_until = now() + make_interval(secs => least(${leaseSeconds} * power(2, least(reconcile_attempts, 16)), ${MAX_RETRY_SECONDS})),
      reconcile_attempts = reconcile_attempts + 1
    where id in (
      select id from cards
      where ((state = 'reserved' and created_at <= now() - make_interval(secs => ${options.olderThanSeconds ?? RESERVATION_AGE_SECONDS}))
          or (state = 'voided' and releases_covered < release_requests and voided_at <= now() - make_interval(secs => ${options.olderThanSeconds ?? RESERVATION_AGE_SECONDS}))
          or (state = 'issued' and issuer_syncs_covered < issuer_sync_requests and issuer_sync_requested_at <= now() - make_interval(secs => ${options.olderThanSeconds ?? RESERVATION_AGE_SECONDS})))
        and (locked_until is null or locked_until < now())
      order by created_at limit ${options.limit ?? 10}
      for update skip locked)
    returning id, employer_id, employee_id, card_type, state, shipping_address, release_requests, replaces_card_id, traceparent`);
  await Promise.all(
    claimed.rows.map((card) =>
      // Each card continues the trace of the request that reserved it.
      inQueuedItemSpan(
        `card ${card.state === "voided" ? "release" : card.state === "issued" ? "sync" : "reconcile"}`,
        { traceparent: card.traceparent, attributes: { "card.id": card.id, "card.state": card.state } },
        () =>
          card.state === "voided" ? release(db, card) : card.state === "issued" ? sync(db, card) : reconcile(db, card),
      ),
    ),
  );
  return claimed.rows.length;
}

async function reconcile(db: Db, claimed: Claimed): Promise<void> {
  const card = {
    id: claimed.id,
    employerId: claimed.employer_id,
    employeeId: claimed.employee_id,
    cardType: claimed.card_type,
    shippingAddress: claimed.shipping_address,
    replacesCardId: claimed.replaces_card_id,
  };
  const ctx = systemContext(db, "card-reconciler", card.employerId);
  try {
    await issueReservedCard({ ctx, card, lookUpFirst: true });
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
        cardType: claimed.card_type,
        employeeId: claimed.employee_id,
        releaseRequests: claimed.release_requests,
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
