import { describe, expect, it } from "vitest";

import { REQUIREMENT_KEYS, type RequirementKey } from "@/lib/domain/requirements";

import { nextStep, type StatusRequirement } from "./steps";

const EMPLOYER: RequirementKey[] = ["employment_status", "eligibility_status", "payroll_schedule", "enrolled_in_onboarding"];

function status(unmet: Partial<Record<RequirementKey, string>>, deps: Partial<Record<RequirementKey, RequirementKey[]>> = {}): StatusRequirement[] {
  return REQUIREMENT_KEYS.map((key) => ({
    key,
    fulfilled: !(key in unmet),
    status: unmet[key] ?? "fulfilled",
    actor: EMPLOYER.includes(key) ? "employer" : "employee",
    dependsOn: deps[key] ?? [],
  }));
}

describe("nextStep", () => {
  it.each([
    ["everything met", {}, true, "card"],
    ["personal data first", { ssn: "missing", agreements: "missing" }, false, "personal"],
    ["agreements before income", { agreements: "missing", atr: "missing" }, false, "agreements"],
    ["repayment", { repayment_process: "missing", identity_verification: "missing" }, false, "repayment"],
    ["identity last", { identity_verification: "missing" }, false, "identity"],
    ["only the employer can act", { employment_status: "missing" }, false, undefined],
  ] as const)("%s", (_name, unmet, complete, expected) => {
    expect(nextStep(status(unmet), complete)).toBe(expected);
  });

  it("sends a blocked requirement to its dependency's step", () => {
    const requirements = status({ identity_verification: "blocked", ssn: "invalid" }, { identity_verification: ["birthday", "valid_address", "ssn"] });
    expect(nextStep(requirements.filter((r) => r.key !== "ssn").concat(requirements.filter((r) => r.key === "ssn")), false)).toBe("personal");
  });

  it("skips a blocked requirement whose dependency only the employer can fix", () => {
    expect(nextStep(status({ atr: "blocked", enrolled_in_onboarding: "missing" }, { atr: ["enrolled_in_onboarding"] }), false)).toBeUndefined();
  });
});
