import type { RequirementKey } from "@/lib/domain/requirements";

export type StepId = "personal" | "agreements" | "income" | "repayment" | "identity" | "card";

export const STEP_PATHS: Record<StepId, string> = {
  personal: "/onboarding/personal",
  agreements: "/onboarding/agreements",
  income: "/onboarding/income",
  repayment: "/onboarding/repayment",
  identity: "/onboarding/identity",
  card: "/onboarding/card",
};

/** Which portal step fixes a requirement; undefined for what only the employer can change. */
export const STEP_FOR: Record<RequirementKey, StepId | undefined> = {
  employment_status: undefined,
  eligibility_status: undefined,
  birthday: "personal",
  over_18: "personal",
  valid_address: "personal",
  payroll_schedule: undefined,
  ssn: "personal",
  repayment_process: "repayment",
  agreements: "agreements",
  enrolled_in_onboarding: undefined,
  atr: "income",
  identity_verification: "identity",
};

export type StatusRequirement = { key: RequirementKey; fulfilled: boolean; status: string; actor: "employee" | "employer"; dependsOn: RequirementKey[] };

/**
 * The next thing the employee can do: the first unmet requirement they can act on; when it waits
 * on another requirement, that one's step. The card step once everything is met. Undefined when
 * only the employer can move things forward.
 */
export function nextStep(requirements: StatusRequirement[], complete: boolean): StepId | undefined {
  if (complete) return "card";
  const byKey = new Map(requirements.map((r) => [r.key, r]));
  for (const requirement of requirements) {
    if (requirement.fulfilled || requirement.actor !== "employee") continue;
    if (requirement.status === "blocked") {
      const waiting = requirement.dependsOn.map((key) => byKey.get(key)).find((dep) => dep && !dep.fulfilled);
      const step = waiting ? STEP_FOR[waiting.key] : undefined;
      if (step) return step;
      continue;
    }
    const step = STEP_FOR[requirement.key];
    if (step) return step;
  }
  return undefined;
}
