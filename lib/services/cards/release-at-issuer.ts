import { and, eq, sql } from "drizzle-orm";

import { cards, type CardRow } from "@/db/schema";
import { getIssuingProvider, type CardKind } from "@/lib/providers/issuing";

import type { QueryContext } from "../context";

import type { VoidableCard } from "./void-card-reservation";

/** More than one live card per kind would take an idempotency key expired between two calls; a few is plenty. */
const MOST_CARDS_PER_KIND = 5;

/**
 * Cancels every card the issuer holds for a voided card of ours, then records that the release
 * requests made before it began looking are covered. A card that reached the issuer meanwhile
 * came with a new request (requestRelease), which stays uncovered for the reconciler's next pass.
 */
export async function releaseAtIssuer({
  ctx,
  card,
}: {
  ctx: QueryContext;
  card: VoidableCard & Pick<CardRow, "releaseRequests">;
}): Promise<void> {
  const { db } = ctx;
  const issuer = getIssuingProvider();
  const kinds: CardKind[] = card.cardType === "all" ? ["virtual", "physical"] : ["virtual"];
  for (const kind of kinds) {
    for (let found = 0; found < MOST_CARDS_PER_KIND; found += 1) {
      const held = await issuer.findCard({ cardId: card.id, kind, employeeId: card.employeeId });
      if (!held) break;
      await issuer.cancelCard(held.providerId);
    }
  }
  await db
    .update(cards)
    .set({ releasesCovered: sql`greatest(${cards.releasesCovered}, ${card.releaseRequests})` })
    .where(and(eq(cards.id, card.id), eq(cards.state, "voided")));
}
