import { and, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { cards, type CardRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

export async function getCardOrThrow(
  db: Queryable,
  { employerId, employeeId, cardId, forUpdate = false }: { employerId: string; employeeId: string; cardId: string; forUpdate?: boolean },
): Promise<CardRow> {
  const query = db.select().from(cards).where(and(eq(cards.id, cardId), eq(cards.employeeId, employeeId), eq(cards.employerId, employerId)));
  const [card] = forUpdate ? await query.for("update") : await query;
  if (!card) throw new AppError("card_not_found", "No card with this id for the employee.");
  return card;
}

export async function listCards(db: Queryable, { employerId, employeeId }: { employerId: string; employeeId: string }) {
  return db.select().from(cards).where(and(eq(cards.employeeId, employeeId), eq(cards.employerId, employerId)));
}
