import { describe, expect, it } from "vitest";

import {
  EMPTY_VALUES,
  newEmployeeSchema,
  type NewEmployeeValues,
} from "@/components/admin/new-employee/new-employee-schema";

import { zodToFieldErrors } from "@/lib/errors/zod-field-errors";
import { checkPersonal } from "@/lib/portal/personal-check";

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
  ["phoneNumber", "+0123"],
];

const valid: NewEmployeeValues = { ...EMPTY_VALUES, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };

function apiAnswer(field: string, value: string) {
  const result = createEmployeeSchema.safeParse({
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    enrollInNewOnboarding: true,
    [field]: value,
  });
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

describe("the admin new-employee form's phone and date inputs", () => {
  it.each([
    ["(415) 555-2671", "+14155552671"],
    ["415.555.2671", "+14155552671"],
    ["1 415 555 2671", "+14155552671"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("reads the phone %j as the API's %s", (phoneNumber, e164) => {
    const form = newEmployeeSchema.safeParse({ ...valid, phoneNumber });
    expect(form.success && form.data.phoneNumber).toBe(e164);
    expect(apiAnswer("phoneNumber", e164)).toEqual({ ok: true });
  });

  it.each([
    [{ birthMonth: "4", birthDay: "23", birthYear: "1990" }, "1990-04-23"],
    [{ birthMonth: "12", birthDay: "1", birthYear: "1985" }, "1985-12-01"],
    [{}, null],
  ])("reads the date of birth %j as %s", (parts, birthDate) => {
    const form = newEmployeeSchema.safeParse({ ...valid, ...parts });
    expect(form.success && form.data.birthDate).toBe(birthDate);
  });

  it.each([
    [{ birthMonth: "2", birthDay: "30", birthYear: "1990" }, "1990-02-30"],
    [{ birthMonth: "4", birthDay: "23", birthYear: "3000" }, "3000-04-23"],
  ])("refuses the date %j with the API's code for %s", (parts, date) => {
    const form = newEmployeeSchema.safeParse({ ...valid, ...parts });
    const api = apiAnswer("birthDate", date);
    expect(api.ok).toBe(false);
    expect(form.success ? undefined : form.error.issues[0]?.message).toBe(api.code);
  });

  it("refuses a date with a part left out", () => {
    const form = newEmployeeSchema.safeParse({ ...valid, birthMonth: "4", birthYear: "1990" });
    expect(form.success ? undefined : form.error.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["birthDate", "date_invalid"],
    ]);
  });
});

describe("the portal personal form", () => {
  const editable = { address: false, birthDate: false, ssn: false, ssnOnFile: true };
  const values = {
    firstName: "Ada",
    lastName: "Lovelace",
    birthDay: "",
    birthMonth: "",
    birthYear: "",
    phone: "(415) 555-2671",
    line1: "",
    line2: "",
    city: "",
    state: "",
    postalCode: "",
    ssn: "",
  };
  it.each(cases.filter(([field]) => field === "firstName"))("answers like the API for %s = %j", (field, value) => {
    const form = checkPersonal({ ...values, [field]: value }, editable);
    const api = apiAnswer(field, value);
    expect(form.ok).toBe(api.ok);
    if (!form.ok) expect(form.errors[0]?.code).toBe(api.code);
  });
});
