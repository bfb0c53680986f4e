import { randomBytes } from "node:crypto";

// No database or contract imports here: the benchmarks use these too.

export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

/** A valid complete employee body (the sandbox's "complete" values); override what a test cares about. */
export function employeeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: "Ada",
    lastName: uniqueName("Lovelace"),
    email: `ada.${randomBytes(4).toString("hex")}@example.com`,
    enrollInNewOnboarding: true,
    isEmployed: true,
    isEligible: true,
    birthDate: "1990-04-23",
    ssn: "231-54-8765",
    phoneNumber: "+14155552671",
    address: { line1: "1 Market St", line2: null, city: "San Francisco", state: "CA", postalCode: "94105" },
    ...overrides,
  };
}
