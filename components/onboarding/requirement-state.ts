import type { Requirement } from "@/lib/domain/requirements";
import { STEP_FOR, type StepId } from "@/lib/portal/steps";

export type RequirementState = "fulfilled" | "action" | "pending" | "employer" | "blocked" | "failed";

/** How a requirement reads to the employee: who has to move, and whether anything can yet. */
export function requirementState(requirement: Requirement, unmetDependencies: Requirement[]): RequirementState {
  if (requirement.fulfilled) return "fulfilled";
  if (requirement.status === "blocked" && unmetDependencies.length > 0) return "blocked";
  if (requirement.status === "pending") return "pending";
  if (requirement.actor === "employer" || requirement.status === "blocked") return "employer";
  if (requirement.status === "failed") return "failed";
  return "action";
}

/** The step page that moves a requirement forward: its own, or that of what it waits for. */
export function stepFor(requirement: Requirement, unmetDependencies: Requirement[]): StepId | undefined {
  if (requirement.fulfilled || requirement.actor !== "employee") return undefined;
  if (requirement.status !== "blocked") return STEP_FOR[requirement.key];
  return unmetDependencies.map((dependency) => STEP_FOR[dependency.key]).find((step) => step !== undefined);
}

/** The translation key of the requirement's message, from its stable code (the API's text is English). */
export function messageKey(requirement: Requirement, payrollDeduction: boolean): string {
  if (requirement.fulfilled) {
    return requirement.key === "repayment_process" && payrollDeduction ? "done.repayment_process_payroll" : `done.${requirement.key}`;
  }
  if (requirement.code === "identity_verification_not_started" && requirement.fields.includes("/phoneNumber")) {
    return "codes.identity_verification_not_started_phone";
  }
  return `codes.${requirement.code ?? "unknown"}`;
}
