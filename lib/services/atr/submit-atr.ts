import { eq } from "drizzle-orm";

import { atrSubmissions, payrollSchedules, type AtrSubmissionRow } from "@/db/schema";
import { evaluateAtr } from "@/lib/domain/atr";
import { ATR_SETTINGS } from "@/lib/domain/atr-settings";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import type { SubmitAtrInput } from "@/lib/schemas/atr";
import { recordEvent } from "@/lib/webhooks/record-event";

import { actorId, inTransaction, type EmployerContext } from "../context";
import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

/**
 * Evaluates ability to repay (Regulation Z 12 CFR 1026.51) and keeps the submission with its
 * decision and the settings version used. Only enrolled employees may submit (requirement 11
 * works only if requirement 10 holds).
 */
export async function submitAtr({ ctx, employeeId, input }: { ctx: EmployerContext; employeeId: string; input: SubmitAtrInput }): Promise<AtrSubmissionRow> {
  const { employerId, actor } = ctx;
  return inTransaction(ctx, async (scope) => {
    const tx = scope.db;
    const employee = await getEmployeeOrThrow({ ctx: scope, employeeId, forUpdate: true });
    if (!employee.enrollInNewOnboarding) {
      throw new AppError("not_enrolled_in_onboarding", "Enrol the employee (enrollInNewOnboarding: true) before submitting ATR.");
    }
    const [schedule] =
      employee.payrollScheduleId === null
        ? []
        : await tx.select({ payFrequency: payrollSchedules.payFrequency }).from(payrollSchedules).where(eq(payrollSchedules.id, employee.payrollScheduleId));
    const decision = evaluateAtr({
      annualIncomeCents: input.annualIncome,
      monthlyObligationsCents: input.monthlyObligations,
      payFrequency: schedule?.payFrequency ?? null,
    });
    const [row] = await tx
      .insert(atrSubmissions)
      .values({
        id: createId("atr"),
        employerId,
        employeeId,
        annualIncomeCents: input.annualIncome,
        monthlyObligationsCents: input.monthlyObligations,
        result: decision.result,
        maxAllowableBalanceCents: decision.maxAllowableBalanceCents,
        decision,
        settingsVersion: ATR_SETTINGS.version,
        actorType: actor.type,
        actorId: actorId(actor),
      })
      .returning();
    await recordEvent(tx, {
      type: "atr.evaluated",
      employerId,
      employeeId,
      data: { employeeId, atrId: row!.id, result: decision.result, maxAllowableBalance: decision.maxAllowableBalanceCents },
    });
    await refreshRequirementsProjection(tx, employeeId);
    return row!;
  });
}
