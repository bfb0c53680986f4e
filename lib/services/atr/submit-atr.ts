import { eq } from "drizzle-orm";

import { cards, currentCardOf, employers, type AtrSubmissionRow, type EmployeeRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import type { NoticeLanguage } from "@/lib/domain/credit/adverse-action-notice";
import { AppError } from "@/lib/errors/app-error";
import type { SubmitAtrInput } from "@/lib/schemas/atr";

import { createAdverseActionNotice } from "../adverse-action/create-adverse-action-notice";
import { sendAdverseActionNotice } from "../adverse-action/send-adverse-action-notice";
import type { TxContext } from "../context";
import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";
import { refuseIfHardStopped } from "../onboarding/refuse-hard-stopped";

import { evaluateIncome } from "./evaluate-income";
import { recordIncomeDecision } from "./record-income-decision";

export type AtrDecisionRecord = { submission: AtrSubmissionRow; adverseActionNoticeId: string | null };

/**
 * Evaluates ability to repay (Regulation Z 12 CFR 1026.51) and keeps the decision record: inputs,
 * settings version, outcome and, for a decline, the principal reasons ranked. A decline also
 * records a Regulation B adverse action notice in the same transaction and e-mails it, in
 * `language`, once that has committed. Only enrolled employees may submit (requirement 11 works
 * only if requirement 10 holds). Once the person holds a live card, a new income answer is a
 * request for a new limit on it (lib/services/cards/raise-card-limit.ts), never a new onboarding
 * decision that could decline a card holder: 409 card_terms_in_force names the card.
 */
export async function submitAtr({
  ctx,
  employeeId,
  input,
  language,
}: EmployeeRequest & { input: SubmitAtrInput; language: NoticeLanguage }): Promise<AtrDecisionRecord> {
  const { employerId } = ctx;
  const record = await inTransaction(ctx, async (tx) => {
    const employee = await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
    await refuseIfHardStopped({ ctx: tx, employee, action: "atr" });
    if (!employee.enrollInNewOnboarding) {
      throw new AppError(
        "not_enrolled_in_onboarding",
        "Enrol the employee (enrollInNewOnboarding: true) before submitting ATR.",
      );
    }
    await refuseCardHolder(tx, employee);
    const evaluation = await evaluateIncome({ ctx: tx, employee, input });
    const submission = await recordIncomeDecision({ ctx: tx, employeeId, input, evaluation });
    const { decision, rankedReasons } = evaluation;
    let adverseActionNoticeId: string | null = null;
    if (!decision.passed) {
      const [employer] = await tx.db
        .select({ name: employers.name })
        .from(employers)
        .where(eq(employers.id, employerId));
      adverseActionNoticeId = await createAdverseActionNotice({
        ctx: tx,
        submission,
        employee,
        employerName: employer!.name,
        reasons: rankedReasons,
        language,
      });
    }
    await refreshRequirementsProjection({ ctx: tx, employeeId });
    return { submission, adverseActionNoticeId };
  });
  // Reg B allows 30 days; we send at once, after the commit, never holding the employee's lock.
  if (record.adverseActionNoticeId) await sendAdverseActionNotice({ ctx, noticeId: record.adverseActionNoticeId });
  return record;
}

/** The holder of a live card asks for a new limit on it instead (its own rules: the limit only goes up). */
async function refuseCardHolder(tx: TxContext, employee: EmployeeRow): Promise<void> {
  const [live] = await tx.db
    .select({ id: cards.id })
    .from(cards)
    .where(currentCardOf(employee.id, employee.employerId))
    .limit(1);
  if (!live) return;
  throw new AppError(
    "card_terms_in_force",
    `The employee holds a card issued on its own terms. A new income answer is a request for a higher limit on it: preview it with POST …/cards/${live.id}/limit-requests/preview, then confirm it with POST …/cards/${live.id}/limit-requests.`,
    { extra: { cardId: live.id } },
  );
}
