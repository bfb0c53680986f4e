import type { TermsConfirmation } from "@/lib/domain/cards/card-terms";

import { actorId, type TxContext } from "../context";

/**
 * The record of who confirmed a card's terms, kept with them: the person in the portal (with their
 * own connection's address and browser) or a partner on their behalf (a partner's server address
 * says nothing about the person, so none is kept). `shownAt` is as stated, already checked.
 */
export function termsConfirmationBy({
  ctx,
  shownAt,
  now,
}: {
  ctx: TxContext;
  shownAt: string | undefined;
  now: Date;
}): TermsConfirmation {
  const person = ctx.actor.type === "employee";
  return {
    confirmedBy: person ? "employee" : "partner",
    confirmedById: actorId(ctx.actor),
    confirmedAt: now.toISOString(),
    shownAt: shownAt === undefined ? null : new Date(shownAt).toISOString(),
    ipAddress: person ? (ctx.origin?.ipAddress ?? null) : null,
    userAgent: person ? (ctx.origin?.userAgent ?? null) : null,
  };
}
