import { isPoBox } from "./po-box";
import { fail, ok, type FieldCheck } from "@/lib/domain/result";
import { isUsStateCode } from "./us-states";

export { isPoBox } from "./po-box";
export { isUsStateCode, US_STATES, type UsStateCode } from "./us-states";

export type AddressInput = {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
};

export type ValidAddress = { line1: string; line2: string | null; city: string; state: string; postalCode: string };

/** JSON pointers relative to the address object. */
export type AddressPath = "/line1" | "/line2" | "/city" | "/state" | "/postalCode";

export type AddressError = { path: AddressPath; code: string; message: string };

export type AddressCheck = { ok: true; value: ValidAddress } | { ok: false; errors: AddressError[] };

const LINE_MAX = 100;
const CITY_MAX = 60;

// Control characters break CSV exports, logs and printed labels.
const CONTROL_CHAR = /\p{Cc}/u;

export function parseState(input: string): FieldCheck<string> {
  const code = input.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || !isUsStateCode(code)) {
    return fail("state_invalid", "Enter the two-letter code of a US state or territory, for example CA.");
  }
  return ok(code);
}

/** ZIP (12345) or ZIP+4 (12345-6789). 00000 is never a delivery ZIP; a 0000 add-on is. */
export function parsePostalCode(input: string): FieldCheck<string> {
  const value = input.trim();
  const match = /^(\d{5})(?:-\d{4})?$/.exec(value);
  if (!match || match[1] === "00000") {
    return fail(
      "postal_code_invalid",
      "Enter a five-digit ZIP code, optionally followed by a dash and four more digits.",
    );
  }
  return ok(value);
}

// Absent, empty and whitespace-only all mean "not given". A non-string can only come from a
// caller that skipped its schema; treating it as absent beats crashing on .trim().
function present(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

// Counted in code points, as people and Postgres count characters, not UTF-16 units.
function tooLong(value: string, max: number): boolean {
  return [...value].length > max;
}

type TextRule = { label: string; max: number; noPoBox: boolean };

// One error per field, the first rule it breaks, so a person fixes one thing at a time.
function checkText(value: string, rule: TextRule): FieldCheck<string> {
  if (tooLong(value, rule.max)) return fail("too_long", `${rule.label} can be at most ${rule.max} characters.`);
  if (CONTROL_CHAR.test(value)) {
    return fail("invalid_value", `${rule.label} can't contain line breaks, tabs or other control characters.`);
  }
  if (rule.noPoBox && isPoBox(value)) {
    return fail("address_po_box", "Enter a street address where you live. P.O. boxes can't be accepted.");
  }
  return ok(value);
}

const REQUIRED_MESSAGES: Record<Exclude<AddressPath, "/line2">, string> = {
  "/line1": "Enter the street address.",
  "/city": "Enter the city.",
  "/state": "Enter the state.",
  "/postalCode": "Enter the ZIP code.",
};

function requiredField(
  path: Exclude<AddressPath, "/line2">,
  value: unknown,
  check: (text: string) => FieldCheck<string>,
): FieldCheck<string> {
  const text = present(value);
  return text === null ? fail("required", REQUIRED_MESSAGES[path]) : check(text);
}

function optionalField(value: unknown, check: (text: string) => FieldCheck<string>): FieldCheck<string | null> {
  const text = present(value);
  return text === null ? ok(null) : check(text);
}

const LINE_RULE = (label: string): TextRule => ({ label, max: LINE_MAX, noPoBox: true });
const CITY_RULE: TextRule = { label: "City", max: CITY_MAX, noPoBox: false };

/** Checks every field and reports every problem at once, each at its JSON pointer. */
export function validateAddress(input: AddressInput): AddressCheck {
  const line1 = requiredField("/line1", input.line1, (text) => checkText(text, LINE_RULE("Address line 1")));
  const line2 = optionalField(input.line2, (text) => checkText(text, LINE_RULE("Address line 2")));
  const city = requiredField("/city", input.city, (text) => checkText(text, CITY_RULE));
  const state = requiredField("/state", input.state, parseState);
  const postalCode = requiredField("/postalCode", input.postalCode, parsePostalCode);

  if (line1.ok && line2.ok && city.ok && state.ok && postalCode.ok) {
    return {
      ok: true,
      value: {
        line1: line1.value,
        line2: line2.value,
        city: city.value,
        state: state.value,
        postalCode: postalCode.value,
      },
    };
  }

  const checks: [AddressPath, FieldCheck<unknown>][] = [
    ["/line1", line1],
    ["/line2", line2],
    ["/city", city],
    ["/state", state],
    ["/postalCode", postalCode],
  ];
  const errors = checks.flatMap(([path, check]): AddressError[] =>
    check.ok ? [] : [{ path, code: check.code, message: check.message }],
  );
  return { ok: false, errors };
}
