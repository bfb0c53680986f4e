import { eq } from "drizzle-orm";

import { processedStripeEvents } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger } from "@/lib/logger";
import { getIssuingProvider, type IssuerCard } from "@/lib/providers/issuing";

import type { ServiceContext } from "../context";

import { applyIssuerCardState, type CardStateOutcome } from "./apply-issuer-card-state";

export type IssuingCardEventInput = { id: string; type: string; cardProviderId: string };

/**
 * A verified `issuing_card.created` / `issuing_card.updated` event from Stripe. The event's copy
 * of the card is only used for its id: the card is read again from Stripe, and its state now is
 * what we apply. Events arrive late, twice, or out of order (a delivered event before the shipped
 * one, two deliveries racing); the card's current state, applied forward-only, is right whatever
 * the order, and is read with our pinned API version whatever version the endpoint renders
 * events in. A redelivered event is skipped (its id is recorded with its effect). If Stripe cannot
 * be asked, the answer is 503 and Stripe delivers the event again later.
 */
export async function applyIssuingCardEvent({
  ctx,
  event,
}: {
  ctx: ServiceContext;
  event: IssuingCardEventInput;
}): Promise<CardStateOutcome> {
  const [seen] = await ctx.db
    .select({ id: processedStripeEvents.id })
    .from(processedStripeEvents)
    .where(eq(processedStripeEvents.id, event.id));
  if (seen) return "duplicate";
  const processed = { id: event.id, type: event.type };
  let state: IssuerCard | null;
  try {
    state = await getIssuingProvider().retrieveCard(event.cardProviderId);
  } catch (error) {
    logger.warn(
      { eventId: event.id, reason: failureReason(error) },
      "card issuer not reachable for a card event; Stripe will redeliver it",
    );
    throw new AppError(
      "service_unavailable",
      "The card issuer could not be asked for the card's state; deliver the event again later.",
    );
  }
  if (!state) {
    const fresh = await ctx.db
      .insert(processedStripeEvents)
      .values(processed)
      .onConflictDoNothing()
      .returning({ id: processedStripeEvents.id });
    return fresh.length > 0 ? "ignored" : "duplicate";
  }
  try {
    return await applyIssuerCardState({ ctx, state, event: processed });
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.warn(
      { eventId: event.id, reason: failureReason(error) },
      "card event not applied; Stripe will redeliver it",
    );
    throw new AppError("service_unavailable", "The card event could not be applied now; deliver it again later.");
  }
}
