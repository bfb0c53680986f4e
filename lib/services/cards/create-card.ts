import { eq } from "drizzle-orm";

import { cards, type CardRow } from "@/db/schema";
import { employeeAddressFields } from "@/lib/domain/employee-address";
import { evaluateRequirements } from "@/lib/domain/requirements";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import { getIssuingProvider } from "@/lib/providers/issuing";
import { recordEvent } from "@/lib/webhooks/record-event";

import { inTransaction, type EmployerContext } from "../context";
import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";
import { loadRequirementsSnapshot } from "../onboarding/load-requirements-snapshot";

export type CardType = "virtual" | "all";

/**
 * Issues the employee's card — exactly once, and only when onboarding is complete. The employee
 * row is locked for the transaction, the requirements are evaluated inside it (so they cannot
 * change between the check and the issue), and a unique index on cards.employee_id backs it up:
 * however many requests race, one card exists and the others get 409 with its id.
 */
export async function createCard({ ctx, employeeId, cardType }: { ctx: EmployerContext; employeeId: string; cardType: CardType }): Promise<CardRow> {
  const { employerId } = ctx;
  try {
    return await inTransaction(ctx, async (tx) => {
      const employee = await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
      const [existing] = await tx.db.select({ id: cards.id }).from(cards).where(eq(cards.employeeId, employeeId));
      if (existing) throw alreadyExists(existing.id);
      const status = evaluateRequirements(await loadRequirementsSnapshot(tx.db, employee));
      if (!status.complete) {
        const unmet = status.requirements.filter((r) => !r.fulfilled).map((r) => ({ key: r.key, code: r.code, status: r.status }));
        throw new AppError("onboarding_incomplete", `Onboarding is not complete: ${unmet.map((r) => r.key).join(", ")}. Fix them and retry.`, {
          extra: { requirements: unmet },
        });
      }
      const issuer = getIssuingProvider();
      const virtual = await issuer.issueCard({ employeeId, kind: "virtual" });
      const physical = cardType === "all" ? await issuer.issueCard({ employeeId, kind: "physical" }) : undefined;
      const [card] = await tx.db
        .insert(cards)
        .values({
          id: createId("card"),
          employerId,
          employeeId,
          cardType,
          provider: issuer.name,
          virtualProviderId: virtual.providerId,
          virtualStatus: "Active",
          virtualLastFour: virtual.lastFour,
          virtualExpMonth: virtual.expMonth,
          virtualExpYear: virtual.expYear,
          ...(physical
            ? {
                physicalProviderId: physical.providerId,
                physicalStatus: "Inactive",
                physicalLastFour: physical.lastFour,
                physicalExpMonth: physical.expMonth,
                physicalExpYear: physical.expYear,
                shippingStatus: "pending",
                // Mailed to the address on file at the time of issue (spec 3.1).
                shippingAddress: employeeAddressFields(employee),
              }
            : {}),
        })
        .returning();
      await recordEvent(tx.db, {
        type: "card.created",
        employerId,
        employeeId,
        data: { employerId, employeeId, cardId: card!.id, cardType },
      });
      return card!;
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if ((cause as { code?: string }).code === "23505") {
      const [existing] = await ctx.db.select({ id: cards.id }).from(cards).where(eq(cards.employeeId, employeeId));
      if (existing) throw alreadyExists(existing.id);
    }
    throw error;
  }
}

const alreadyExists = (cardId: string) =>
  new AppError("card_already_exists", "The employee already has a card; activate or use it.", { extra: { cardId } });
