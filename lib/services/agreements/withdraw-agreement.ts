import { and, eq, isNull } from "drizzle-orm";

import { agreementAcceptances } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { AppError } from "@/lib/errors/app-error";
import { recordEvent } from "@/lib/events/record-event";

import { actorId } from "../context";
import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

import { attachTexts, type AgreementView } from "./list-agreements";
import { getAgreementStateOrThrow, loadAgreementStates } from "./load-agreement-states";

/**
 * Withdraws the person's consent to an optional agreement (product e-mails): the acceptance record
 * gets the withdrawal beside it — when, who (the actor: a partner through the API, the employee
 * through the portal) and from which request — and is never deleted or rewritten otherwise.
 * `agreement.withdrawn` follows. Withdrawing what is not accepted answers the agreement unchanged,
 * so a retry is harmless; a required agreement cannot be withdrawn (it is the card's terms: closing
 * the card or erasing the person is how it ends). From then on nothing the consent covered is sent
 * (the notifications job checks it before each product e-mail); accepting again is a new record.
 */
export async function withdrawAgreement({
  ctx,
  employeeId,
  agreementId,
  language,
}: EmployeeRequest & { agreementId: string; language: string }): Promise<AgreementView> {
  const { employerId, actor, origin } = ctx;
  return inTransaction(ctx, async (tx) => {
    await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
    const state = await getAgreementStateOrThrow({ ctx: tx, employerId, employeeId, agreementId });
    if (state.agreement.required)
      throw new AppError(
        "agreement_required",
        "A required agreement cannot be withdrawn; only optional consents (such as product e-mails) can.",
      );
    const withdrawnAt = new Date();
    const withdrawn = await tx.db
      .update(agreementAcceptances)
      .set({
        withdrawnAt,
        withdrawnActorType: actor.type,
        withdrawnActorId: actorId(actor),
        withdrawnRequestId: origin?.requestId ?? null,
        withdrawnIpAddress: origin?.ipAddress ?? null,
        withdrawnUserAgent: origin?.userAgent?.slice(0, 500) ?? null,
      })
      .where(
        and(
          eq(agreementAcceptances.employeeId, employeeId),
          eq(agreementAcceptances.agreementId, agreementId),
          isNull(agreementAcceptances.withdrawnAt),
        ),
      )
      .returning();
    if (withdrawn.length > 0) {
      await recordEvent({
        ctx: tx,
        type: "agreement.withdrawn",
        employerId,
        employeeId,
        data: { employeeId, agreementId, withdrawnAt: withdrawnAt.toISOString() },
      });
    }
    const [fresh] = (await loadAgreementStates({ ctx: tx, employerId, employeeId })).filter(
      (candidate) => candidate.agreement.id === agreementId,
    );
    const [view] = await attachTexts({ ctx: tx, states: [fresh ?? state], language });
    return view!;
  });
}
