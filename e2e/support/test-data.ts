import { randomBytes, randomInt } from "node:crypto";

// Random people, so tests never see each other's data and can run in any order, in parallel.

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** A random name-like word (names allow letters; digits would look like test noise in screenshots). */
export function randomWord(length = 6): string {
  const word = Array.from({ length }, () => LETTERS[randomInt(LETTERS.length)]).join("");
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export const randomEmail = () => `e2e.${randomBytes(5).toString("hex")}@example.com`;

/** What every new hire of a journey is: a random name and e-mail, employed, eligible, in the new onboarding. */
export const newHireFields = () => ({
  firstName: randomWord(),
  lastName: randomWord(8),
  email: randomEmail(),
  enrollInNewOnboarding: true,
  isEmployed: true,
  isEligible: true,
});

// Last four digits that make the sandbox identity provider do something other than verify.
const SPECIAL_SERIALS = ["1111", "2222", "3333", "4444", "5555"];

/**
 * A valid SSN (never 9xx, 000 or 666, group 00, serial 0000) as 123-45-6789. `serial` picks the
 * sandbox identity outcome (docs/identity-verification.md); by default one that verifies.
 */
export function randomSsn(serial?: string): string {
  let area = randomInt(100, 900);
  while (area === 666) area = randomInt(100, 900);
  const group = randomInt(10, 100);
  let last = serial ?? String(randomInt(1000, 10000));
  while (serial === undefined && SPECIAL_SERIALS.includes(last)) last = String(randomInt(1000, 10000));
  return `${area}-${group}-${last}`;
}

export const DEFAULT_ADDRESS = {
  line1: "1 Market St",
  line2: null,
  city: "San Francisco",
  state: "CA",
  postalCode: "94105",
};
