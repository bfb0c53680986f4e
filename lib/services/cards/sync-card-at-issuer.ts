import { and, eq } from "drizzle-orm";

import { cards, isIssuedCard } from "@/db/schema";
import { issuerStatusFor, type ClosedBecause } from "@/lib/domain/cards/card-lifecycle";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger } from "@/lib/logger";
import { getIssuingProvider } from "@/lib/providers/issuing";

import type { ServiceContext } from "../context";

const ROUNDS = 3;

/**
 * Tells the issuer what our lifecycle says about a card — inactive while a lock stands, active
 * when none does (a physical card only once activated), cancelled once closed (with the reason
 * for a lost or stolen card) — with no transaction open. Our record is the truth; the issuer
 * follows it. Each change asks for a sync in its own transaction (issuer_sync_requests); a sync
 * covers the request it read, and reads again if another change came in meanwhile, so two syncs
 * racing end with the issuer holding the latest state. True when the issuer is up to date; false
 * (or a throw) leaves the request for the reconciler (lib/jobs/reconcile-card-reservations.ts).
 */
export async function syncCardAtIssuer({ ctx, cardId }: { ctx: ServiceContext; cardId: string }): Promise<boolean> {
  const { db } = ctx;
  const issuer = getIssuingProvider();
  for (let round = 0; round < ROUNDS; round += 1) {
    const [card] = await db.select().from(cards).where(eq(cards.id, cardId));
    if (!card || !isIssuedCard(card)) return true;
    const requested = card.issuerSyncRequests;
    if (card.issuerSyncsCovered >= requested) return true;
    const closedBecause = card.closedAt ? ((card.closeReason ?? "employer_request") as ClosedBecause) : null;
    const locked = card.locks.length > 0;
    await issuer.setCardStatus(
      card.virtualProviderId,
      issuerStatusFor({ kind: "virtual", activated: true, closedBecause, locked }),
    );
    if (card.physicalProviderId) {
      await issuer.setCardStatus(
        card.physicalProviderId,
        issuerStatusFor({ kind: "physical", activated: card.activatedAt !== null, closedBecause, locked }),
      );
    }
    const covered = await db
      .update(cards)
      .set({ issuerSyncsCovered: requested })
      .where(and(eq(cards.id, cardId), eq(cards.issuerSyncRequests, requested)))
      .returning({ id: cards.id });
    if (covered.length > 0) return true;
  }
  return false;
}

/** After a change commits: sync now, and leave it to the reconciler if the issuer cannot be reached. */
export async function syncCardAtIssuerSoon({ ctx, cardId }: { ctx: ServiceContext; cardId: string }): Promise<void> {
  try {
    if (!(await syncCardAtIssuer({ ctx, cardId })))
      logger.info({ cardId }, "card changed again while syncing; the reconciler finishes");
  } catch (error) {
    logger.warn(
      { cardId, reason: failureReason(error) },
      "card issuer not told of a lifecycle change yet; the reconciler retries",
    );
  }
}
