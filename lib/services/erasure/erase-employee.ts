import { eq } from "drizzle-orm";

import { cards, employees } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { parseReference } from "@/lib/domain/person/employee-reference";
import { AppError } from "@/lib/errors/app-error";
import { recordEvent } from "@/lib/events/record-event";

import { recordAudit } from "../audit/record-audit";
import { authorize } from "../authorize";
import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { requireStepUp } from "../accounts/step-up";

import { assertCardsCanceled, cancelCardsAtIssuer } from "./cancel-cards-at-issuer";
import { keepLegalRecords, type KeptCounts } from "./keep-legal-records";
import { removeTraces } from "./remove-traces";

export type Erasure = { employeeId: string; closedCardIds: string[]; kept: KeptCounts };

/**
 * Erases a person (docs/data-retention.md#erasure): their cards are cancelled at the issuer first —
 * an issuer that fails stops everything, and nothing of ours changes — then, in one transaction,
 * the records the law keeps are copied into erasure_records (personal data in them sealed), the
 * traces outside their rows removed, `employee.deleted` recorded with ids only, the audit trail
 * told who erased whom, and the employee's row deleted with everything that hangs from it. After
 * that the person is not found: every read answers 404 and no list shows them.
 *
 * HR must be an owner or admin, with a fresh step-up, and type the person's reference
 * (`confirmReference`) as the page asks; a partner's DELETE needs neither.
 */
export async function eraseEmployee({
  ctx,
  employeeId,
  confirmReference,
}: EmployeeRequest & { confirmReference?: string }): Promise<Erasure> {
  authorize(ctx.actor, "employees.erase");
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  if (ctx.actor.type === "admin") {
    await requireStepUp({ ctx });
    if (parseReference(confirmReference ?? "") !== employee.reference)
      throw new AppError("erasure_not_confirmed", "Type the person's reference exactly as shown to confirm.");
  }
  const canceled = await cancelCardsAtIssuer({ ctx, employeeId });
  return inTransaction(ctx, async (tx) => {
    const held = await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
    const cardRows = await tx.db.select().from(cards).where(eq(cards.employeeId, employeeId));
    assertCardsCanceled(cardRows, canceled);
    const erasedAt = new Date();
    const kept = await keepLegalRecords({ ctx: tx, employee: held, erasedAt });
    await removeTraces({ ctx: tx, employee: held });
    const closedCardIds = cardRows.filter((card) => card.state === "issued").map((card) => card.id);
    await recordEvent({
      ctx: tx,
      type: "employee.deleted",
      employerId: held.employerId,
      employeeId: held.id,
      data: { employerId: held.employerId, employeeId: held.id, closedCardIds },
    });
    await recordAudit({
      ctx: tx,
      entry: {
        action: "employee.erased",
        target: { type: "employee", id: held.id },
        details: { closedCardIds, kept },
      },
    });
    await tx.db.delete(employees).where(eq(employees.id, held.id));
    return { employeeId: held.id, closedCardIds, kept };
  });
}
