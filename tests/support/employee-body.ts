import { randomBytes } from "node:crypto";

// No database or contract imports here: the benchmarks use these too.

export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

// Where this process's SSNs start: files run in processes of their own, mostly on employers of
// their own, and a random start keeps two that share one from meeting by chance.
let ssnCounter = Math.floor(Math.random() * 20_000);

/**
 * A valid SSN ending in `lastFour` (the sandbox's identity outcomes go by the last four: README,
 * "Sandbox test values") that no other call of this process returns: an employer has one employee
 * per SSN (`409 ssn_taken`), outside the sandbox's shared 231-54-8765.
 */
export function uniqueSsn(lastFour = "8765"): string {
  ssnCounter += 1;
  const area = 100 + (ssnCounter % 500);
  const group = 10 + (Math.floor(ssnCounter / 500) % 89);
  const ssn = `${area}-${group}-${lastFour}`;
  issued.push(ssn);
  return ssn;
}

const issued: string[] = [];

/** `ssn` as one of this process's own with the same last four (and so the same sandbox outcome). */
export const ownSsn = (ssn: string) => uniqueSsn(ssn.slice(-4));

/** For a helper's overrides: their SSN, if a string, as ownSsn makes it. */
export const ownSsnOf = (overrides: Record<string, unknown>) =>
  typeof overrides.ssn === "string" ? { ssn: ownSsn(overrides.ssn) } : {};

/** The first SSN uniqueSsn handed out in this process that `text` holds, in either form: for "never the full SSN" checks. */
export function issuedSsnIn(text: string): string | undefined {
  return issued.flatMap((ssn) => [ssn, ssn.replaceAll("-", "")]).find((form) => text.includes(form));
}

/**
 * A valid complete employee body (the sandbox's "complete" values, whose SSN the sandbox lets any
 * number of employees share); override what a test cares about — outside the sandbox, the SSN
 * (uniqueSsn) when an employer has more than one employee.
 */
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
