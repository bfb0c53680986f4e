import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { checkEmail } from "@/lib/domain/person/email";
import { checkExternalId } from "@/lib/domain/person/external-id";
import { checkPersonName } from "@/lib/domain/person/person-name";
import type { TextCheck } from "@/lib/domain/person/text-check";
import { FIELD_ERROR_CODES, type FieldErrorCode } from "@/lib/errors/catalog";
import { zodToFieldErrors } from "@/lib/errors/zod-field-errors";

import { email, externalId, personName } from "./fields";

// The API's schemas and the domain checks the forms use are one rule: for each input they must
// accept the same value or report the same problems, with the same words.
function viaSchema(schema: z.ZodType, input: string) {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: zodToFieldErrors(result.error).map(({ code, message }) => ({ code, message })) };
}

function viaDomain(check: TextCheck) {
  if (check.ok) return check;
  return {
    ok: false,
    problems: check.problems.map(({ code, message }) => ({
      code,
      message: message ?? FIELD_ERROR_CODES[code as FieldErrorCode],
    })),
  };
}

const inputs = [
  "",
  "   ",
  "Ada",
  " Ada@Example.com ",
  "HR-00042",
  "a b",
  "é",
  "x\u0001",
  "a".repeat(64),
  "a".repeat(65),
  "a".repeat(100),
  "a".repeat(101),
  "a".repeat(99) + "😀",
  "a".repeat(98) + "😀",
  "😀".repeat(33),
  "😀".repeat(65),
  "😀".repeat(101),
  "é".repeat(65),
  "a".repeat(101) + "\u0001",
  `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(2)}.com`,
  `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(3)}.com`,
  "x".repeat(300),
];

describe.each([
  ["person name", personName, checkPersonName],
  ["e-mail", email, checkEmail],
  ["external id", externalId, checkExternalId],
] as const)("the %s rule", (_name, schema, check) => {
  it.each(inputs.map((input) => [JSON.stringify(input).slice(0, 40), input]))(
    "agrees with the API schema on %s",
    (_label, input) => {
      expect(viaDomain(check(input))).toEqual(viaSchema(schema, input));
    },
  );
});
