import { z } from "zod";

import { validateAddress } from "@/lib/domain/address";
import { parseBirthDate, todayUtc } from "@/lib/domain/dates";
import { parseSsn } from "@/lib/domain/ssn";

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
  birthDate: text,
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
  birthDate: "",
  ssn: "",
  line1: "",
  line2: "",
  city: "",
  state: "",
  postalCode: "",
  isEmployed: "",
  isEligible: "",
  payrollScheduleId: "",
  enrollInNewOnboarding: true,
};

type Check = { ok: true; value: string } | { ok: false; code: string };

function checkName(value: string): Check {
  const name = value.trim();
  if (name === "") return { ok: false, code: "required" };
  if ([...name].length > 100) return { ok: false, code: "too_long" };
  if (/\p{Cc}/u.test(name)) return { ok: false, code: "invalid_value" };
  return { ok: true, value: name };
}

function checkEmail(value: string): Check {
  const email = value.trim();
  if (email === "") return { ok: false, code: "required" };
  return z.email().max(254).safeParse(email).success ? { ok: true, value: email } : { ok: false, code: "email_invalid" };
}

function checkExternalId(value: string): Check {
  if ([...value].length > 64) return { ok: false, code: "too_long" };
  return /^[\x21-\x7e]+$/.test(value) ? { ok: true, value } : { ok: false, code: "invalid_value" };
}

// The shape only: whether such a number exists is the server's full check, shown on the field.
const checkPhone = (value: string): Check => (/^\+[1-9]\d{1,14}$/.test(value) ? { ok: true, value } : { ok: false, code: "phone_invalid_format" });

const optional = (value: string, check: (text: string) => Check): Check | undefined => (value.trim() === "" ? undefined : check(value.trim()));
const yesNo = (value: string) => (value === "" ? null : value === "true");

const valueOf = (check: Check | undefined) => (check?.ok ? check.value : null);

/** The same rules as the API (lib/domain), checked before the round trip; the API checks again. */
export const newEmployeeSchema = shape.transform((values, ctx) => {
  const checks = {
    firstName: checkName(values.firstName),
    lastName: checkName(values.lastName),
    email: checkEmail(values.email),
    externalId: optional(values.externalId, checkExternalId),
    phoneNumber: optional(values.phoneNumber, checkPhone),
    birthDate: optional(values.birthDate, (date) => parseBirthDate(date, todayUtc())),
    ssn: optional(values.ssn, parseSsn),
  };
  const addressGiven = [values.line1, values.line2, values.city, values.state, values.postalCode].some((part) => part.trim() !== "");
  const address = addressGiven ? validateAddress(values) : undefined;
  let failed = false;
  const fail = (field: NewEmployeeField, code: string) => {
    failed = true;
    ctx.addIssue({ code: "custom", path: [field], message: code });
  };
  for (const [field, check] of Object.entries(checks)) if (check && !check.ok) fail(field as NewEmployeeField, check.code);
  if (address && !address.ok) for (const error of address.errors) fail(error.path.slice(1) as NewEmployeeField, error.code);
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
