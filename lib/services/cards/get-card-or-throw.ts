import { and, desc, eq } from "drizzle-orm";

import { cards, isIssuedCard, type IssuedCardRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { EmployerContext, QueryContext, TxContext } from "../context";
import { mayReachEmployee } from "../employee-scope";

/**
 * The employee's issued card, scoped by employer and employee: anyone else's card is simply not
 * found, and so is a reservation the issuer has not answered for yet (it appears once issued).
 * `forUpdate`: locked for a lifecycle change, in the caller's transaction. Lifecycle moves lock the
 * card row first and the employee's event counter after (recordEvent), the order the issuer's card
 * events take too.
 */
export async function getCardOrThrow({
  ctx,
  employeeId,
  cardId,
  forUpdate = false,
}: {
  ctx: EmployerContext | TxContext;
  employeeId: string;
  cardId: string;
  forUpdate?: boolean;
}): Promise<IssuedCardRow> {
  if (!mayReachEmployee(ctx.actor, employeeId)) throw cardNotFound();
  const query = ctx.db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.employeeId, employeeId), eq(cards.employerId, ctx.employerId)));
  const [card] = forUpdate ? await query.for("update") : await query;
  if (!card || !isIssuedCard(card)) throw cardNotFound();
  return card;
}

/** The employee's issued cards, newest first — the live one, then those it replaced or that were closed — without checking the employee exists (callers that have the row already). */
export async function selectEmployeeCards({
  ctx,
  employerId,
  employeeId,
}: {
  ctx: QueryContext;
  employerId: string;
  employeeId: string;
}): Promise<IssuedCardRow[]> {
  const { db } = ctx;
  const rows = await db
    .select()
    .from(cards)
    .where(and(eq(cards.employeeId, employeeId), eq(cards.employerId, employerId), eq(cards.state, "issued")))
    .orderBy(desc(cards.createdAt), desc(cards.id));
  return rows.filter(isIssuedCard);
}

const cardNotFound = () => new AppError("card_not_found", "No card with this id for the employee.");
