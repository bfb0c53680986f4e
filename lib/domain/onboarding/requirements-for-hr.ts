import type { Requirement, RequirementsResult } from "./requirements";

/**
 * The requirements as HR may see them. The ability-to-repay requirement is a credit decision,
 * and HR learns only whether one was made (issue 16 item 4: never income, obligations, reasons —
 * nor the outcome): passed or declined, it reads "made" (fulfilled, with no code); not submitted
 * yet, it reads "not made yet" (missing); waiting for enrolment, blocked as before. Every other
 * requirement is unchanged, and so is `complete`: whether the person can have a card is HR's to
 * know, so a declined person whose other steps are all done shows as not complete with nothing
 * open (docs/admin.md#credit-decisions).
 */
export function requirementsForHr(result: RequirementsResult): RequirementsResult {
  return {
    complete: result.complete,
    requirements: result.requirements.map((requirement) =>
      requirement.key === "atr" ? creditDecision(requirement) : requirement,
    ),
  };
}

function creditDecision(atr: Requirement): Requirement {
  if (atr.fulfilled || atr.status === "failed") {
    return {
      ...atr,
      fulfilled: true,
      status: "fulfilled",
      code: null,
      message: "A credit decision was made.",
      fields: [],
    };
  }
  if (atr.status === "missing")
    return {
      ...atr,
      code: "credit_decision_pending",
      message: "No credit decision yet: the employee has not submitted income and obligations.",
    };
  return atr;
}
