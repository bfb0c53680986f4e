import { and, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { cards, type CardRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { EmployerContext, TxContext } from "../context";
import { mayReachEmployee } from "../employees/get-employee-or-throw";

/** The employee's card, scoped by employer and employee: anyone else's card is simply not found. */
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
}): Promise<CardRow> {
  if (!mayReachEmployee(ctx.actor, employeeId)) throw cardNotFound();
  const query = ctx.db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.employeeId, employeeId), eq(cards.employerId, ctx.employerId)));
  const [card] = forUpdate ? await query.for("update") : await query;
  if (!card) throw cardNotFound();
  return card;
}

/** The employee's cards, without checking the employee exists (callers that have the row already). */
export function selectEmployeeCards(db: Queryable, { employerId, employeeId }: { employerId: string; employeeId: string }) {
  return db.select().from(cards).where(and(eq(cards.employeeId, employeeId), eq(cards.employerId, employerId)));
}

const cardNotFound = () => new AppError("card_not_found", "No card with this id for the employee.");
