import { z } from "zod";

import { validateAddress } from "@/lib/domain/person/address";
import { parseBirthDate, todayUtc } from "@/lib/domain/dates";
import { checkEmail } from "@/lib/domain/person/email";
import { checkExternalId } from "@/lib/domain/person/external-id";
import { checkPersonName } from "@/lib/domain/person/person-name";
import { parsePhoneInput } from "@/lib/domain/person/phone-input";
import { parseSsn } from "@/lib/domain/person/ssn";
import type { TextCheck } from "@/lib/domain/person/text-check";

// In page order, which is the order of the error summary.
export const NEW_EMPLOYEE_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "externalId",
  "phoneNumber",
  "birthDate",
  "ssn",
  "line1",
  "line2",
  "city",
  "state",
  "postalCode",
  "isEmployed",
  "isEligible",
  "payrollScheduleId",
  "enrollInNewOnboarding",
] as const;
export type NewEmployeeField = (typeof NEW_EMPLOYEE_FIELDS)[number];

const text = z.string();
const shape = z.object({
  firstName: text,
  lastName: text,
  email: text,
  externalId: text,
  phoneNumber: text,
  // The date of birth as the portal asks it: day, month and year in their own fields.
  birthDay: text,
  birthMonth: text,
  birthYear: text,
  // Never typed into: where the date's errors are kept (the error summary links to its first field).
  birthDate: z.optional(text),
  ssn: text,
  line1: text,
  line2: text,
  city: text,
  state: text,
  postalCode: text,
  // "" is "not confirmed yet" for the yes/no questions and "none" for the schedule.
  isEmployed: text,
  isEligible: text,
  payrollScheduleId: text,
  enrollInNewOnboarding: z.boolean(),
});
export type NewEmployeeValues = z.input<typeof shape>;

export const EMPTY_VALUES: NewEmployeeValues = {
  firstName: "",
  lastName: "",
  email: "",
  externalId: "",
  phoneNumber: "",
  birthDay: "",
  birthMonth: "",
  birthYear: "",
  ssn: "",
  line1: "",
  line2: "",
  city: "",
  state: "",
  postalCode: "",
  // Someone HR adds by hand is, almost always, employed and eligible; "not confirmed" stays one click away.
  isEmployed: "true",
  isEligible: "true",
  payrollScheduleId: "",
  enrollInNewOnboarding: true,
};

/** Day, month and year as one YYYY-MM-DD date for the API's rules; nothing typed is no date. */
function checkBirthDate({ birthDay, birthMonth, birthYear }: NewEmployeeValues): Check | undefined {
  const [day, month, year] = [birthDay, birthMonth, birthYear].map((part) => part.trim());
  if (!day && !month && !year) return undefined;
  if (!day || !month || !/^\d{4}$/.test(year ?? "")) return { ok: false, code: "date_invalid" };
  return parseBirthDate(`${year}-${month!.padStart(2, "0")}-${day.padStart(2, "0")}`, todayUtc());
}

type Check = { ok: true; value: string } | { ok: false; code: string };

// The API's rules (lib/domain); a form shows the first problem of each field.
const first = (check: TextCheck): Check => (check.ok ? check : { ok: false, code: check.problems[0].code });
const checkName = (value: string): Check => first(checkPersonName(value));
// Required here (the API reads a missing address as malformed, a form can say what is missing).
const checkEmailField = (value: string): Check =>
  value.trim() === "" ? { ok: false, code: "required" } : first(checkEmail(value));

const optional = (value: string, check: (text: string) => Check): Check | undefined =>
  value.trim() === "" ? undefined : check(value.trim());
const yesNo = (value: string) => (value === "" ? null : value === "true");

const valueOf = (check: Check | undefined) => (check?.ok ? check.value : null);

/** The same rules as the API (lib/domain), checked before the round trip; the API checks again. */
export const newEmployeeSchema = shape.transform((values, ctx) => {
  const checks = {
    firstName: checkName(values.firstName),
    lastName: checkName(values.lastName),
    email: checkEmailField(values.email),
    externalId: optional(values.externalId, (id) => first(checkExternalId(id))),
    // Typed as people write US numbers, (415) 555-2671, and turned into E.164; whether such a
    // number exists is the server's full check, shown on the field.
    phoneNumber: optional(values.phoneNumber, parsePhoneInput),
    birthDate: checkBirthDate(values),
    ssn: optional(values.ssn, parseSsn),
  };
  const addressGiven = [values.line1, values.line2, values.city, values.state, values.postalCode].some(
    (part) => part.trim() !== "",
  );
  const address = addressGiven ? validateAddress(values) : undefined;
  let failed = false;
  const fail = (field: NewEmployeeField, code: string) => {
    failed = true;
    ctx.addIssue({ code: "custom", path: [field], message: code });
  };
  for (const [field, check] of Object.entries(checks))
    if (check && !check.ok) fail(field as NewEmployeeField, check.code);
  if (address && !address.ok)
    for (const error of address.errors) fail(error.path.slice(1) as NewEmployeeField, error.code);
  if (failed) return z.NEVER;
  return {
    firstName: valueOf(checks.firstName) ?? "",
    lastName: valueOf(checks.lastName) ?? "",
    email: valueOf(checks.email) ?? "",
    externalId: valueOf(checks.externalId),
    phoneNumber: valueOf(checks.phoneNumber),
    birthDate: valueOf(checks.birthDate),
    ssn: valueOf(checks.ssn),
    address: address?.ok ? address.value : null,
    isEmployed: yesNo(values.isEmployed),
    isEligible: yesNo(values.isEligible),
    payrollScheduleId: values.payrollScheduleId === "" ? null : Number(values.payrollScheduleId),
    enrollInNewOnboarding: values.enrollInNewOnboarding,
  };
});
export type NewEmployeeBody = z.output<typeof newEmployeeSchema>;

const SERVER_PATHS: Record<string, NewEmployeeField> = {
  "/dateOfBirth": "birthDate",
  "/address": "line1",
  "/address/zipCode": "postalCode",
  ...Object.fromEntries(NEW_EMPLOYEE_FIELDS.map((field) => [`/${field}`, field])),
  ...Object.fromEntries(["line1", "line2", "city", "state", "postalCode"].map((field) => [`/address/${field}`, field])),
};

export const newEmployeeFieldFor = (path: string): NewEmployeeField | undefined => SERVER_PATHS[path];
