import { describe, expect, it } from "vitest";

import { EMPTY_VALUES, newEmployeeSchema, type NewEmployeeValues } from "@/components/admin/new-employee/new-employee-schema";
import { personalSchema } from "@/components/onboarding/personal-schema";

import { zodToFieldErrors } from "@/lib/errors/zod-field-errors";

import { createEmployeeSchema } from "./employee";

// The forms check the API's rules before the round trip: what a form accepts the API accepts, and
// what the API refuses the form refuses with the API's code. (A form may also require a field the
// API lets be empty; these rows are all non-empty.)
const cases: Array<[keyof NewEmployeeValues, string]> = [
  ["firstName", "Ada"],
  ["firstName", " Ada "],
  ["firstName", "a".repeat(100)],
  ["firstName", "a".repeat(101)],
  ["firstName", "😀".repeat(100)],
  ["firstName", "😀".repeat(101)],
  ["firstName", "A\u0001"],
  ["email", "ada@example.com"],
  ["email", " Ada@Example.com "],
  ["email", "ada@example"],
  ["email", `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.ee.com`],
  ["email", `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.eee.com`],
  ["externalId", "HR-1"],
  ["externalId", " HR-1 "],
  ["externalId", "a".repeat(64)],
  ["externalId", "a".repeat(65)],
  ["externalId", "a b"],
  ["externalId", "😀".repeat(33)],
  ["phoneNumber", "+14155552671"],
  ["phoneNumber", "4155552671"],
  ["phoneNumber", "+0123"],
];

const valid: NewEmployeeValues = { ...EMPTY_VALUES, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };

function apiAnswer(field: string, value: string) {
  const result = createEmployeeSchema.safeParse({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", enrollInNewOnboarding: true, [field]: value });
  return result.success ? { ok: true } : { ok: false, code: zodToFieldErrors(result.error)[0]?.code };
}

describe("the admin new-employee form", () => {
  it.each(cases)("answers like the API for %s = %j", (field, value) => {
    const form = newEmployeeSchema.safeParse({ ...valid, [field]: value });
    const api = apiAnswer(field, value);
    expect(form.success).toBe(api.ok);
    if (!form.success) expect(form.error.issues[0]?.message).toBe(api.code);
  });
});

describe("the portal personal form", () => {
  const editable = { address: false, birthDate: false, ssn: false, ssnOnFile: true };
  const values = { firstName: "Ada", lastName: "Lovelace", birthDay: "", birthMonth: "", birthYear: "", phone: "(415) 555-2671", line1: "", line2: "", city: "", state: "", postalCode: "", ssn: "" };
  it.each(cases.filter(([field]) => field === "firstName"))("answers like the API for %s = %j", (field, value) => {
    const form = personalSchema(editable).safeParse({ ...values, [field]: value });
    const api = apiAnswer(field, value);
    expect(form.success).toBe(api.ok);
    if (!form.success) expect(form.error.issues[0]?.message).toBe(api.code);
  });
});
