import type { RequirementsSnapshot } from "./requirements";

/** For the domain's unit tests: a snapshot that meets all 12 requirements; each test changes what it is about. */
export function completeSnapshot(): RequirementsSnapshot {
  return {
    today: "2026-11-21",
    employee: {
      isEmployed: true,
      isEligible: true,
      enrollInNewOnboarding: true,
      birthDate: "1990-04-23",
      ssn: "231548765",
      address: { line1: "1 Market St", line2: null, city: "San Francisco", state: "CA", postalCode: "94105" },
      phoneNumber: "+14155552671",
      payrollScheduleId: 1,
      verificationStatus: "VERIFIED",
    },
    employer: { payrollDeductionRepayment: true, paymentMethodRepayment: false },
    payrollSchedule: { id: 1, active: true },
    agreements: [{ id: "agr_1", required: true, latestTag: "terms-v2", acceptedInForce: true, acceptedAny: true }],
    paymentMethods: [],
    latestAtr: { passed: true },
    identityReviewed: false,
  };
}
