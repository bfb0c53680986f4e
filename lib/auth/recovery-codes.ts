import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/**
 * Recovery codes: ten single-use codes shown once at enrolment, for the day a person's phone or
 * security key is gone. Each is ten characters of Crockford's base32 alphabet (no i, l, o or u, so
 * nothing reads as another character or a word), 50 random bits, shown as `xxxxx-xxxxx`.
 *
 * Stored as HMAC-SHA-256 under a server key, not a slow password hash: 50 random bits cannot be
 * guessed online within the sign-in throttles, so scrypt's cost would buy nothing there. Offline
 * is another matter: a plain SHA-256 of 50 bits falls to a GPU in days once the table leaks. Keyed
 * with a key that is not in the database (the caller derives it from the data key, one purpose),
 * a copy of the table alone tests no guess. The account's id is in the message too, so even with
 * the key each guess is a guess at one account's codes, not at everyone's at once.
 */

export const RECOVERY_CODE_COUNT = 10;

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const LENGTH = 10;
const CODE = new RegExp(`^[${ALPHABET}]{${LENGTH}}$`);
/** Crockford's reading of the letters left out: what someone types for a 0 or a 1. */
const CONFUSABLE: Readonly<Record<string, string>> = { o: "0", i: "1", l: "1" };
const MIN_KEY_BYTES = 32;

/** Bits of randomness in one code. */
export const RECOVERY_CODE_BITS = LENGTH * Math.log2(ALPHABET.length);

function randomCode(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, LENGTH / 2)}-${code.slice(LENGTH / 2)}`;
}

/** A fresh set of codes, as shown to the person (once: only their hashes are kept). */
export function generateRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(randomCode());
  return [...codes];
}

/**
 * A code as typed, reduced to its ten characters: any case, spaces, the dash left out or typed as
 * another dash, O for 0 and I or L for 1. Undefined when what remains is not a code.
 */
export function normaliseRecoveryCode(typed: string): string | undefined {
  if (typed.length > 100) return undefined;
  const code = typed
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\-\u2010-\u2015\u2212]+/g, "")
    .replace(/[oil]/g, (letter) => CONFUSABLE[letter] ?? letter);
  return CODE.test(code) ? code : undefined;
}

type HashOptions = { key: Uint8Array; accountId: string };

function digest(code: string, { key, accountId }: HashOptions): Buffer {
  if (key.length < MIN_KEY_BYTES) throw new Error(`The recovery code key must be at least ${MIN_KEY_BYTES} bytes`);
  return createHmac("sha256", key).update(`${accountId}\u0000${code}`, "utf8").digest();
}

/** The value to store for a code (hex). Throws for something that is not a code: a caller's mistake. */
export function hashRecoveryCode({ code, ...options }: HashOptions & { code: string }): string {
  const normalised = normaliseRecoveryCode(code);
  if (normalised === undefined) throw new Error("Not a recovery code");
  return digest(normalised, options).toString("hex");
}

/**
 * Which of the account's unused codes was typed: its index in `storedHashes`, for the caller to
 * mark used in the same transaction that lets the person in; undefined when none. Every stored hash
 * is compared, in constant time, whether or not one matched earlier.
 */
export function matchRecoveryCode({
  typed,
  storedHashes,
  ...options
}: HashOptions & { typed: string; storedHashes: readonly string[] }): number | undefined {
  const code = normaliseRecoveryCode(typed);
  if (code === undefined) return undefined;
  const candidate = digest(code, options);
  let matched: number | undefined;
  storedHashes.forEach((stored, index) => {
    const expected = Buffer.from(stored, "hex");
    if (expected.length === candidate.length && timingSafeEqual(expected, candidate) && matched === undefined)
      matched = index;
  });
  return matched;
}
