import { and, eq, isNull, ne } from "drizzle-orm";

import { cards, type CardRow } from "@/db/schema";
import { employeeAddressFields } from "@/lib/domain/employee-address";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import { getIssuingProvider } from "@/lib/providers/issuing";

import { inTransaction, type EmployerContext } from "../context";
import { getEmployeeOrThrow } from "../employee-scope";
import { refuseIfHardStopped } from "../onboarding/refuse-hard-stopped";

export type CardType = "virtual" | "all";

/**
 * Step one of issuing a card: one short transaction that locks the employee row, evaluates the
 * requirements inside it (so they cannot change between the check and the reservation) and inserts
 * our card row as `reserved`, with no issuer ids yet. The unique index on cards.employee_id backs
 * the lock: however many requests race, one live reservation exists and the others get 409 with
 * its id (voided reservations do not count).
 * The issuer is called only after this commits (issue-reserved-card.ts).
 */
export async function reserveCard({
  ctx,
  employeeId,
  cardType,
}: {
  ctx: EmployerContext;
  employeeId: string;
  cardType: CardType;
}): Promise<CardRow> {
  const { employerId } = ctx;
  // Before anything is written: production without an issuer reserves nothing.
  const issuer = getIssuingProvider();
  try {
    return await inTransaction(ctx, async (tx) => {
      const employee = await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
      const [existing] = await tx.db
        .select({ id: cards.id, state: cards.state })
        .from(cards)
        .where(liveCardOf(employeeId));
      if (existing) throw cardAlreadyExists(existing);
      const status = await refuseIfHardStopped({ ctx: tx, employee, action: "card" });
      if (!status.complete) {
        const unmet = status.requirements
          .filter((r) => !r.fulfilled)
          .map((r) => ({ key: r.key, code: r.code, status: r.status }));
        throw new AppError(
          "onboarding_incomplete",
          `Onboarding is not complete: ${unmet.map((r) => r.key).join(", ")}. Fix them and retry.`,
          {
            extra: { requirements: unmet },
          },
        );
      }
      const [card] = await tx.db
        .insert(cards)
        .values({
          id: createId("card"),
          employerId,
          employeeId,
          cardType,
          state: "reserved",
          provider: issuer.name,
          // Mailed to the address on file at the time of the request (docs/payments-and-cards.md).
          ...(cardType === "all" ? { shippingAddress: employeeAddressFields(employee) } : {}),
        })
        .returning();
      return card!;
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if ((cause as { code?: string }).code === "23505") {
      const [existing] = await ctx.db
        .select({ id: cards.id, state: cards.state })
        .from(cards)
        .where(liveCardOf(employeeId));
      if (existing) throw cardAlreadyExists(existing);
    }
    throw error;
  }
}

// A voided reservation is a tombstone: it neither blocks a new card nor is reported as one. A
// closed card (closed, or lost and replaced) no longer blocks one either; its replacement does.
const liveCardOf = (employeeId: string) =>
  and(eq(cards.employeeId, employeeId), ne(cards.state, "voided"), isNull(cards.closedAt));

const cardAlreadyExists = (card: { id: string; state: string }) =>
  new AppError(
    "card_already_exists",
    card.state === "reserved"
      ? "The employee's card is being issued; it is listed under the employee's cards once the issuer has answered (card.created)."
      : "The employee already has a card; activate or use it.",
    { extra: { cardId: card.id } },
  );
