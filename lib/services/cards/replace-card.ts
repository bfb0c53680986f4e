import { eq } from "drizzle-orm";

import { cards, isIssuedCard, type CardRow, type IssuedCardRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import {
  carriedLocks,
  planLossReport,
  planUndeliveredReplacement,
  type ReplacementReason,
} from "@/lib/domain/cards/card-lifecycle";
import { employeeAddressFields } from "@/lib/domain/person/employee-address";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import { getIssuingProvider } from "@/lib/providers/issuing";
import { currentTraceparent } from "@/lib/telemetry/tracing";
import { recordEvent } from "@/lib/events/record-event";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

import {
  eventBase,
  lifecycleActorOf,
  lifecycleOf,
  lifecycleStateOf,
  recordCardChange,
  refusalError,
} from "./card-changes";
import { closedColumns } from "./close-card";
import { finishReservation } from "./create-card";
import { getCardOrThrow } from "./get-card-or-throw";
import { syncCardAtIssuerSoon } from "./sync-card-at-issuer";
import { authorize } from "../authorize";

/**
 * A card reported lost or stolen — or whose physical card came back undeliverable, once the
 * employee has checked their address (`undeliverable`) — is closed and replaced by a new card: a
 * new card id and number, the same card type, linked both ways (replacesCardId / replacedByCardId),
 * a physical card mailed again to the address on file now. In the manner of Stripe Issuing: the
 * old card is cancelled first (with the reason, for a lost or stolen one), then the replacement
 * issued for it.
 *
 * One transaction holding the card row closes it (card.closed), reserves the replacement (the
 * one-live-card index counts it, not the closed card) with the locks it keeps (HR's and the
 * program's, not the cardholder's own), and writes the history; then, with nothing open, the
 * issuer cancels the old card and issues the new one with keys from the new card's id, as a
 * create does — the reconciler finishes it if this request cannot. A second report of the same
 * card (racing, or retried) finds it closed and answers the same replacement: one replacement,
 * however many reports. `created` is false for such a repeat.
 */
export async function replaceCard({
  ctx,
  employeeId,
  cardId,
  reason,
}: EmployeeRequest & { cardId: string; reason: ReplacementReason }): Promise<{
  card: IssuedCardRow;
  created: boolean;
}> {
  authorize(ctx.actor, "cards.write");
  const actor = lifecycleActorOf(ctx.actor);
  const issuer = getIssuingProvider();
  const { replacement, created } = await inTransaction(
    ctx,
    async (tx): Promise<{ replacement: CardRow; created: boolean }> => {
      const held = await getCardOrThrow({ ctx: tx, employeeId, cardId, forUpdate: true });
      const plan =
        reason === "undeliverable"
          ? planUndeliveredReplacement({ ...lifecycleOf(held), shippingStatus: held.shippingStatus }, actor)
          : planLossReport(lifecycleOf(held), actor);
      if (!plan.ok) throw refusalError(plan.refusal);
      if (!plan.changes) {
        const [existing] = held.replacedByCardId
          ? await tx.db.select().from(cards).where(eq(cards.id, held.replacedByCardId))
          : [];
        if (!existing)
          throw new AppError("card_closed", "The card was closed without a replacement; request a new card.");
        return { replacement: existing, created: false };
      }
      const employee = await getEmployeeOrThrow({ ctx: tx, employeeId });
      const replacementId = createId("card");
      // Closed first: the one-live-card index then admits the replacement in this same transaction.
      await tx.db
        .update(cards)
        .set(closedColumns(held, reason, replacementId))
        .where(eq(cards.id, held.id));
      const [reserved] = await tx.db
        .insert(cards)
        .values({
          id: replacementId,
          employerId: held.employerId,
          employeeId,
          cardType: held.cardType,
          state: "reserved",
          provider: issuer.name,
          traceparent: currentTraceparent(),
          replacesCardId: held.id,
          locks: carriedLocks(held.locks),
          // The same account on the same terms: the replacement carries what was confirmed.
          terms: held.terms,
          ...(held.cardType === "all" ? { shippingAddress: employeeAddressFields(employee) } : {}),
        })
        .returning();
      await recordCardChange({
        ctx: tx,
        card: held,
        actor: ctx.actor,
        action: reason === "undeliverable" ? "mailed_again" : `reported_${reason}`,
        reason,
        fromState: lifecycleStateOf(held),
        toState: "closed",
        relatedCardId: replacementId,
      });
      await recordEvent({
        ctx: tx,
        type: "card.closed",
        employerId: held.employerId,
        employeeId,
        data: { ...eventBase(held, ctx.actor), reason, replacedByCardId: replacementId },
      });
      return { replacement: reserved!, created: true };
    },
  );
  if (created) await syncCardAtIssuerSoon({ ctx, cardId });
  if (isIssuedCard(replacement)) return { card: replacement, created };
  if (replacement.state === "voided") {
    throw new AppError(
      "card_issuer_refused",
      "The card issuer refused the replacement card; nothing was kept. Request a new card.",
      { extra: { cardId: replacement.id } },
    );
  }
  return { card: await finishReservation({ ctx, reservation: replacement }), created };
}
