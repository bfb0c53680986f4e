import { and, eq } from "drizzle-orm";

import { cards, type CardRow } from "@/db/schema";
import { getIssuingProvider, type CardKind } from "@/lib/providers/issuing";

import type { EmployerContext } from "../context";

/**
 * Voids a reservation the issuer refused for good: deletes it, so the unique index lets the
 * employee create a card again. Only when the issuer holds no card for it — a card at the issuer
 * we no longer know about must never happen — and only while it is still reserved. Whether it did.
 */
export async function voidCardReservation({ ctx, card }: { ctx: EmployerContext; card: Pick<CardRow, "id" | "cardType"> }): Promise<boolean> {
  const issuer = getIssuingProvider();
  const kinds: CardKind[] = card.cardType === "all" ? ["virtual", "physical"] : ["virtual"];
  for (const kind of kinds) if (await issuer.findCard({ cardId: card.id, kind })) return false;
  const deleted = await ctx.db
    .delete(cards)
    .where(and(eq(cards.id, card.id), eq(cards.employerId, ctx.employerId), eq(cards.state, "reserved")))
    .returning({ id: cards.id });
  return deleted.length > 0;
}
