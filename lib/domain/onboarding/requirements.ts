import { validateAddress } from "@/lib/domain/person/address";
import type { Address } from "@/lib/domain/person/employee-address";
import { ageOn, parseBirthDate } from "@/lib/domain/dates";
import { parseSsn } from "@/lib/domain/person/ssn";
import type { VerificationStatus } from "@/lib/domain/identity/verification-status";

export const REQUIREMENT_KEYS = [
  "employment_status",
  "eligibility_status",
  "birthday",
  "over_18",
  "valid_address",
  "payroll_schedule",
  "ssn",
  "repayment_process",
  "agreements",
  "enrolled_in_onboarding",
  "atr",
  "identity_verification",
] as const;

export type RequirementKey = (typeof REQUIREMENT_KEYS)[number];
export type RequirementStatus = "fulfilled" | "missing" | "invalid" | "pending" | "failed" | "blocked";
export type Actor = "employee" | "employer";

export type Requirement = {
  key: RequirementKey;
  title: string;
  fulfilled: boolean;
  status: RequirementStatus;
  /** Why it is not fulfilled, stable for code to branch on; null when fulfilled. */
  code: string | null;
  message: string;
  /** Employee fields (JSON Pointers) whose change can fix it. */
  fields: string[];
  dependsOn: RequirementKey[];
  actor: Actor;
};

export type RequirementsSnapshot = {
  /** The day of the evaluation, YYYY-MM-DD (UTC): ages and dates are judged on it. */
  today: string;
  employee: {
    isEmployed: boolean | null;
    isEligible: boolean | null;
    enrollInNewOnboarding: boolean;
    birthDate: string | null;
    /** Decrypted for the check only; never part of the result. */
    ssn: string | null;
    address: Address | null;
    phoneNumber: string | null;
    payrollScheduleId: number | null;
    verificationStatus: VerificationStatus;
  };
  employer: { payrollDeductionRepayment: boolean; paymentMethodRepayment: boolean };
  /** The assigned schedule as found: null when none is assigned or it no longer exists. */
  payrollSchedule: { id: number; active: boolean } | null;
  agreements: Array<{
    id: string;
    required: boolean;
    latestTag: string;
    /**
     * They accepted the version in force, or an earlier one that every later version only notified
     * them of (lib/domain/program/agreement-versions.ts).
     */
    acceptedInForce: boolean;
    acceptedAny: boolean;
  }>;
  paymentMethods: Array<{ status: "Verified" | "Pending" | "Failed" }>;
  latestAtr: { passed: boolean } | null;
  /**
   * The latest identity check was the documentary review, so a failure is final. No requirement
   * reads it; who acts next does (a final failure is a hard stop: lib/domain/onboarding/who-acts.ts).
   */
  identityReviewed: boolean;
};

export type RequirementsResult = { complete: boolean; requirements: Requirement[] };

type Outcome = Pick<Requirement, "status" | "code" | "message"> & { fields?: string[] };

const done = (message: string): Outcome => ({ status: "fulfilled", code: null, message });
const not = (
  status: Exclude<RequirementStatus, "fulfilled">,
  code: string,
  message: string,
  fields: string[] = [],
): Outcome => ({
  status,
  code,
  message,
  fields,
});

const DEFINITIONS: Record<
  RequirementKey,
  { title: string; actor: Actor | ((s: RequirementsSnapshot) => Actor); dependsOn: RequirementKey[]; fields: string[] }
> = {
  employment_status: { title: "Employment status", actor: "employer", dependsOn: [], fields: ["/isEmployed"] },
  eligibility_status: { title: "Eligibility status", actor: "employer", dependsOn: [], fields: ["/isEligible"] },
  birthday: { title: "Date of birth", actor: "employee", dependsOn: [], fields: ["/birthDate"] },
  over_18: { title: "At least 18 years old", actor: "employee", dependsOn: ["birthday"], fields: ["/birthDate"] },
  valid_address: { title: "Residential address", actor: "employee", dependsOn: [], fields: ["/address"] },
  payroll_schedule: { title: "Payroll schedule", actor: "employer", dependsOn: [], fields: ["/payrollScheduleId"] },
  ssn: { title: "Social Security number", actor: "employee", dependsOn: [], fields: ["/ssn"] },
  repayment_process: {
    title: "Repayment method",
    actor: (s) =>
      !s.employer.payrollDeductionRepayment && s.employer.paymentMethodRepayment ? "employee" : "employer",
    dependsOn: [],
    fields: [],
  },
  agreements: { title: "Agreements accepted", actor: "employee", dependsOn: [], fields: [] },
  enrolled_in_onboarding: {
    title: "Enrolled in onboarding",
    actor: "employer",
    dependsOn: [],
    fields: ["/enrollInNewOnboarding"],
  },
  atr: { title: "Ability to repay", actor: "employee", dependsOn: ["enrolled_in_onboarding"], fields: [] },
  identity_verification: {
    title: "Identity verification",
    actor: "employee",
    dependsOn: ["birthday", "valid_address", "ssn"],
    fields: [],
  },
};

/** A requirement's English title, as the partner API gives it. */
export function requirementTitle(key: RequirementKey): string {
  return DEFINITIONS[key].title;
}

/** What a requirement waits for: while one of these is unmet, it is blocked, not a blocker of its own. */
export function dependenciesOf(key: RequirementKey): readonly RequirementKey[] {
  return DEFINITIONS[key].dependsOn;
}

const RULES: Record<RequirementKey, (s: RequirementsSnapshot, met: (key: RequirementKey) => boolean) => Outcome> = {
  employment_status: ({ employee }) => {
    if (employee.isEmployed === true) return done("Employment is confirmed.");
    if (employee.isEmployed === null)
      return not("missing", "employment_status_missing", "The employer has not confirmed employment yet.");
    return not("failed", "not_employed", "The employer reports this person as not employed.");
  },
  eligibility_status: ({ employee }) => {
    if (employee.isEligible === true) return done("Eligible for the program.");
    if (employee.isEligible === null)
      return not("missing", "eligibility_status_missing", "The employer has not confirmed eligibility yet.");
    return not("failed", "not_eligible", "The employer reports this person as not eligible for the program.");
  },
  birthday: ({ employee, today }) => {
    if (employee.birthDate === null) return not("missing", "birth_date_missing", "Add a date of birth.");
    const check = parseBirthDate(employee.birthDate, today);
    if (!check.ok) return not("invalid", `birth_date_invalid`, check.message);
    return done("Date of birth is on file.");
  },
  over_18: ({ employee, today }, met) => {
    if (!met("birthday") || employee.birthDate === null) {
      return not("blocked", "birth_date_missing", "Needs a valid date of birth first.");
    }
    if (ageOn(employee.birthDate, today) >= 18) return done("At least 18 years old.");
    return not("failed", "under_18", "The program is for people 18 and older.");
  },
  valid_address: ({ employee }) => {
    const address = employee.address;
    if (address === null) return not("missing", "address_missing", "Add a residential address.");
    const check = validateAddress(address);
    if (check.ok) return done("Residential address is on file.");
    const [first] = check.errors;
    const fields = check.errors.map((error) => `/address${error.path}`);
    if (check.errors.every((error) => error.code === "required")) {
      return not("missing", "address_incomplete", "Complete the address: street, city, state and ZIP code.", fields);
    }
    if (!first) return not("invalid", "address_invalid", "The address is not valid.", fields);
    // Field codes become requirement codes: state_invalid → address_state_invalid; address_po_box stays.
    const code = first.code.startsWith("address_") ? first.code : `address_${first.code}`;
    return not("invalid", code, first.message, fields);
  },
  payroll_schedule: ({ employee, payrollSchedule }) => {
    if (employee.payrollScheduleId === null)
      return not("missing", "payroll_schedule_missing", "The employer has not assigned a payroll schedule.");
    if (payrollSchedule === null)
      return not("invalid", "payroll_schedule_not_found", "The assigned payroll schedule no longer exists.");
    if (!payrollSchedule.active)
      return not("invalid", "payroll_schedule_inactive", "The assigned payroll schedule is inactive.");
    return done("On an active payroll schedule.");
  },
  ssn: ({ employee }) => {
    if (employee.ssn === null) return not("missing", "ssn_missing", "Add a Social Security number.");
    const check = parseSsn(employee.ssn);
    if (!check.ok) return not("invalid", check.code, check.message);
    return done("Social Security number is on file.");
  },
  repayment_process: ({ employer, paymentMethods }) => {
    if (employer.payrollDeductionRepayment) return done("Repayment is by payroll deduction, arranged by the employer.");
    if (!employer.paymentMethodRepayment) {
      return not("blocked", "repayment_not_configured", "The employer's program has no repayment method set up.");
    }
    if (paymentMethods.some((method) => method.status === "Verified"))
      return done("A payment method is saved for repayment.");
    if (paymentMethods.some((method) => method.status === "Pending")) {
      return not("pending", "payment_method_pending_verification", "The saved payment method is being verified.");
    }
    return not("missing", "payment_method_missing", "Save a debit card, credit card or bank account for repayment.");
  },
  agreements: ({ agreements }) => {
    const open = agreements.filter((agreement) => agreement.required && !agreement.acceptedInForce);
    if (open.length === 0) return done("All required agreements are accepted.");
    if (open.every((agreement) => agreement.acceptedAny)) {
      return not("missing", "agreement_version_outdated", "An agreement has a new version to accept.");
    }
    return not(
      "missing",
      "agreements_not_accepted",
      `${open.length} required agreement${open.length === 1 ? "" : "s"} to accept.`,
    );
  },
  enrolled_in_onboarding: ({ employee }) => {
    if (employee.enrollInNewOnboarding) return done("Enrolled in onboarding.");
    return not("missing", "not_enrolled", "The employee was not enrolled in onboarding (enrollInNewOnboarding).");
  },
  atr: ({ latestAtr }, met) => {
    if (!met("enrolled_in_onboarding"))
      return not("blocked", "atr_requires_enrollment", "Needs enrolment in onboarding first.");
    if (latestAtr === null) return not("missing", "atr_missing", "Submit annual income and monthly obligations.");
    if (!latestAtr.passed) return not("failed", "atr_failed", "The ability-to-repay check did not pass.");
    return done("Passed ATR.");
  },
  identity_verification: ({ employee }, met) => {
    const waiting = (["birthday", "valid_address", "ssn"] as const).filter((key) => !met(key));
    if (waiting.length > 0) {
      return not(
        "blocked",
        "identity_verification_blocked",
        "Needs date of birth, address and SSN first.",
        waiting.map((key) => DEFINITIONS[key].fields[0]!),
      );
    }
    switch (employee.verificationStatus) {
      case "VERIFIED":
        return done("Identity verified.");
      case "PENDING":
        return not("pending", "identity_verification_pending", "Identity verification is in progress.");
      case "NEEDS_EXPANDED_VERIFICATION":
        return not(
          "missing",
          "documentary_evidence_required",
          "Upload a photo of a driver's license, passport or state ID.",
        );
      case "FAILED":
        return not("failed", "identity_verification_failed", "Identity could not be verified.");
      case "NOT_STARTED":
        return employee.phoneNumber === null
          ? not(
              "missing",
              "identity_verification_not_started",
              "Add a phone number, then start identity verification.",
              ["/phoneNumber"],
            )
          : not("missing", "identity_verification_not_started", "Start identity verification.");
    }
  },
};

/**
 * The 12 onboarding requirements in the contract's order. Every rule is checked again here, even
 * those the API enforces on write: data also arrives by eligibility file, and ages and schedules
 * change with time. `complete` is true exactly when all 12 are fulfilled.
 */
export function evaluateRequirements(snapshot: RequirementsSnapshot): RequirementsResult {
  const results = new Map<RequirementKey, Requirement>();
  const met = (key: RequirementKey) => results.get(key)?.fulfilled === true;
  for (const key of REQUIREMENT_KEYS) {
    const definition = DEFINITIONS[key];
    const outcome = RULES[key](snapshot, met);
    results.set(key, {
      key,
      title: definition.title,
      fulfilled: outcome.status === "fulfilled",
      status: outcome.status,
      code: outcome.code,
      message: outcome.message,
      fields: outcome.status === "fulfilled" ? [] : outcome.fields?.length ? outcome.fields : definition.fields,
      dependsOn: definition.dependsOn,
      actor: typeof definition.actor === "function" ? definition.actor(snapshot) : definition.actor,
    });
  }
  const requirements = [...results.values()];
  return { complete: requirements.every((requirement) => requirement.fulfilled), requirements };
}
