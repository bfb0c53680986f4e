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
