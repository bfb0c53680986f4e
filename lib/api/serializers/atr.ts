import type { DeclineReason } from "@/lib/domain/credit/adverse-action-reasons";
import type { AtrDecision } from "@/lib/domain/credit/atr";
import type { AtrSubmissionResponse } from "@/lib/schemas/responses/atr";
import type { AtrDecisionRecord } from "@/lib/services/atr/submit-atr";

/** Money in integer cents, as submitted. `status` carries the contract's "Passed ATR" / "Failed ATR". */
export function serializeAtrSubmission({
  submission: row,
  adverseActionNoticeId,
}: AtrDecisionRecord): AtrSubmissionResponse {
  const decision = row.decision as AtrDecision;
  return {
    id: row.id,
    object: "atr_submission",
    employeeId: row.employeeId,
    annualIncome: row.annualIncomeCents,
    monthlyObligations: row.monthlyObligationsCents,
    status: row.result,
    passed: row.result === "Passed ATR",
    maxAllowableBalance: row.maxAllowableBalanceCents,
    monthlyIncome: decision.monthlyIncomeCents,
    estimatedMonthlyPayment: decision.estimatedMonthlyPaymentCents,
    debtToIncomeBps: decision.debtToIncomeBps,
    residualIncome: decision.residualIncomeCents,
    repaymentTerms: decision.repaymentTerms,
    reasons: decision.reasons,
    principalReasons: row.rankedReasons as DeclineReason[],
    adverseActionNoticeId,
    settingsVersion: row.settingsVersion,
    createdAt: row.createdAt.toISOString(),
  };
}
