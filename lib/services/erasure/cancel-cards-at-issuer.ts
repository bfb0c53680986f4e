import { eq } from "drizzle-orm";

import { cards, type CardRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { getIssuingProvider, type CardKind } from "@/lib/providers/issuing";

import type { EmployeeRequest } from "../requests";

/** What the issuer was asked to cancel, by our card id: the issuer's ids of its parts. */
export type CanceledAtIssuer = Map<string, string[]>;

export const cardPendingError = () =>
  new AppError(
    "erasure_card_pending",
    "A card for this person is being issued right now; nothing was erased. Try again in a minute.",
  );

/**
 * First step of an erasure: every card the issuer holds for the person is cancelled there (Stripe
 * Issuing: status canceled), with no transaction open. Cancelling is idempotent at the issuer, so
 * a retry after a failure asks again for all of them. A card still being issued stops the erasure
 * (its issuer card does not exist yet); a failing issuer stops it too, and says so: nothing of ours
 * has changed then.
 */
export async function cancelCardsAtIssuer({ ctx, employeeId }: EmployeeRequest): Promise<CanceledAtIssuer> {
  const rows = await ctx.db.select().from(cards).where(eq(cards.employeeId, employeeId));
  if (rows.some((card) => card.state === "reserved")) throw cardPendingError();
  const issuer = getIssuingProvider();
  const canceled: CanceledAtIssuer = new Map();
  try {
    for (const card of rows) {
      const providerIds = await issuerIdsOf(card, (kind) =>
        issuer.findCard({ cardId: card.id, kind, employeeId }).then((found) => found?.providerId ?? null),
      );
      for (const providerId of providerIds) await issuer.cancelCard(providerId);
      canceled.set(card.id, providerIds);
    }
  } catch {
    // The issuer's own words may quote what we sent: the problem names the step, not the answer.
    throw new AppError(
      "erasure_issuer_failed",
      "The card issuer did not confirm that this person's cards are cancelled, so nothing was erased. Try again later.",
    );
  }
  return canceled;
}

/** The issuer's ids of a card's parts: those we recorded, or for a voided reservation whatever the issuer made for it. */
async function issuerIdsOf(card: CardRow, find: (kind: CardKind) => Promise<string | null>): Promise<string[]> {
  if (card.state === "issued")
    return [card.virtualProviderId, card.physicalProviderId].filter((id): id is string => id !== null);
  if (card.releasesCovered >= card.releaseRequests) return [];
  const kinds: CardKind[] = card.cardType === "all" ? ["virtual", "physical"] : ["virtual"];
  const found = await Promise.all(kinds.map(find));
  return found.filter((id): id is string => id !== null);
}

/** In the erasure's transaction: the cards now are the cards cancelled before (none issued or reserved since). */
export function assertCardsCanceled(rows: readonly CardRow[], canceled: CanceledAtIssuer): void {
  for (const card of rows) {
    if (card.state === "reserved") throw cardPendingError();
    if (card.state !== "issued") continue;
    const asked = canceled.get(card.id) ?? [];
    const parts = [card.virtualProviderId, card.physicalProviderId].filter((id): id is string => id !== null);
    if (parts.some((id) => !asked.includes(id))) throw cardPendingError();
  }
}
