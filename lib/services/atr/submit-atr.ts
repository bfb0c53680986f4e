import { eq } from "drizzle-orm";

import { atrSubmissions, employers, payrollSchedules, type AtrSubmissionRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import type { NoticeLanguage } from "@/lib/domain/credit/adverse-action-notice";
import { rankDeclineReasons } from "@/lib/domain/credit/adverse-action-reasons";
import { evaluateAtr } from "@/lib/domain/credit/atr";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import type { SubmitAtrInput } from "@/lib/schemas/atr";
import { recordEvent } from "@/lib/events/record-event";

import { createAdverseActionNotice } from "../adverse-action/create-adverse-action-notice";
import { sendAdverseActionNotice } from "../adverse-action/send-adverse-action-notice";
import { actorId } from "../context";
import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";
import { refuseIfHardStopped } from "../onboarding/refuse-hard-stopped";
import { termsInForce } from "../program/program-terms";

export type AtrDecisionRecord = { submission: AtrSubmissionRow; adverseActionNoticeId: string | null };

/**
 * Evaluates ability to repay (Regulation Z 12 CFR 1026.51) and keeps the decision record: inputs,
 * settings version, outcome and, for a decline, the principal reasons ranked. A decline also
 * records a Regulation B adverse action notice in the same transaction and e-mails it, in
 * `language`, once that has committed. Only enrolled employees may submit (requirement 11 works
 * only if requirement 10 holds).
 */
export async function submitAtr({
  ctx,
  employeeId,
  input,
  language,
}: EmployeeRequest & { input: SubmitAtrInput; language: NoticeLanguage }): Promise<AtrDecisionRecord> {
  const { employerId, actor } = ctx;
  const record = await inTransaction(ctx, async (tx) => {
    const employee = await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
    await refuseIfHardStopped({ ctx: tx, employee, action: "atr" });
    if (!employee.enrollInNewOnboarding) {
      throw new AppError(
        "not_enrolled_in_onboarding",
        "Enrol the employee (enrollInNewOnboarding: true) before submitting ATR.",
      );
    }
    const [schedule] =
      employee.payrollScheduleId === null
        ? []
        : await tx.db
            .select({ payFrequency: payrollSchedules.payFrequency })
            .from(payrollSchedules)
            .where(eq(payrollSchedules.id, employee.payrollScheduleId));
    const payFrequency = schedule?.payFrequency ?? null;
    // One set of terms for the decision, its reasons and the version it keeps: those in force for
    // the employer now (its override, else the program's).
    const settings = await termsInForce({ ctx: tx, employerId, at: new Date() });
    const decision = evaluateAtr(
      { annualIncomeCents: input.annualIncome, monthlyObligationsCents: input.monthlyObligations, payFrequency },
      settings,
    );
    const rankedReasons = rankDeclineReasons({ monthlyObligationsCents: input.monthlyObligations, decision }, settings);
    const [submission] = await tx.db
      .insert(atrSubmissions)
      .values({
        id: createId("atr"),
        employerId,
        employeeId,
        annualIncomeCents: input.annualIncome,
        monthlyObligationsCents: input.monthlyObligations,
        payFrequency,
        result: decision.result,
        maxAllowableBalanceCents: decision.maxAllowableBalanceCents,
        decision,
        settingsVersion: settings.version,
        rankedReasons,
        actorType: actor.type,
        actorId: actorId(actor),
      })
      .returning();
    let adverseActionNoticeId: string | null = null;
    if (!decision.passed) {
      const [employer] = await tx.db
        .select({ name: employers.name })
        .from(employers)
        .where(eq(employers.id, employerId));
      adverseActionNoticeId = await createAdverseActionNotice({
        ctx: tx,
        submission: submission!,
        employee,
        employerName: employer!.name,
        reasons: rankedReasons,
        language,
      });
    }
    await recordEvent({
      ctx: tx,
      type: "atr.evaluated",
      employerId,
      employeeId,
      data: {
        employeeId,
        atrId: submission!.id,
        result: decision.result,
        maxAllowableBalance: decision.maxAllowableBalanceCents,
      },
    });
    await refreshRequirementsProjection({ ctx: tx, employeeId });
    return { submission: submission!, adverseActionNoticeId };
  });
  // Reg B allows 30 days; we send at once, after the commit, never holding the employee's lock.
  if (record.adverseActionNoticeId) await sendAdverseActionNotice({ ctx, noticeId: record.adverseActionNoticeId });
  return record;
}
