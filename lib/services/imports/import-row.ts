import { validateAddress } from "@/lib/domain/person/address";
import { parseBirthDate, todayUtc } from "@/lib/domain/dates";
import { checkEmail } from "@/lib/domain/person/email";
import { checkExternalId } from "@/lib/domain/person/external-id";
import { checkPersonName } from "@/lib/domain/person/person-name";
import { parsePhoneE164 } from "@/lib/domain/person/phone";
import { parseSsn } from "@/lib/domain/person/ssn";
import type { FieldError } from "@/lib/errors/app-error";
import { zodToFieldErrors } from "@/lib/errors/zod-field-errors";
import { createEmployeeSchema, type CreateEmployeeInput } from "@/lib/schemas/employee";

// The contract's eligibility-file fields (Birth Date … SSN) plus who the employee is.
export const IMPORT_COLUMNS = {
  "Employee ID": "/externalId",
  "First Name": "/firstName",
  "Last Name": "/lastName",
  Email: "/email",
  Employed: "/isEmployed",
  Eligible: "/isEligible",
  "Payroll Schedule": "/payrollScheduleId",
  "Birth Date": "/birthDate",
  "Address 1": "/address/line1",
  "Address 2": "/address/line2",
  City: "/address/city",
  State: "/address/state",
  "ZIP Code": "/address/postalCode",
  SSN: "/ssn",
  Phone: "/phoneNumber",
} as const;

export type ImportColumn = keyof typeof IMPORT_COLUMNS;
export const REQUIRED_COLUMNS: ImportColumn[] = ["Employee ID", "First Name", "Last Name", "Email"];

// Payroll systems often send a status word instead of yes/no (the program's files: Active, Terminated).
const TRUE = new Set(["true", "yes", "y", "1", "active", "eligible"]);
const FALSE = new Set(["false", "no", "n", "0", "inactive", "terminated", "ineligible"]);

/** A valid row: the create-employee input and the Employee ID it is matched by. */
export type ImportInput = CreateEmployeeInput & { externalId: string };
export type RowResult =
  { ok: true; input: ImportInput } | { ok: false; errors: Array<{ column: string; code: string; message: string }> };

const columnFor = (path: string): string =>
  (Object.entries(IMPORT_COLUMNS).find(
    ([, pointer]) => pointer === path || (path.startsWith("/address") && pointer === path),
  )?.[0] ?? (path.startsWith("/address") ? "Address" : path.replace(/^\//, ""))) as string;

/**
 * One CSV record → the create-employee input, checked by the same schema as the API. `rulesFirst`
 * false runs the schema alone: the reference import-row.test.ts holds the quicker path equal to.
 */
export function parseImportRow(
  record: Record<string, string | undefined>,
  { rulesFirst = true }: { rulesFirst?: boolean } = {},
): RowResult {
  const value = (column: ImportColumn) => {
    const raw = record[column]?.trim();
    return raw === undefined || raw === "" ? undefined : raw;
  };
  const errors: Array<{ column: string; code: string; message: string }> = [];
  const bool = (column: ImportColumn) => {
    const raw = value(column)?.toLowerCase();
    if (raw === undefined) return undefined;
    if (TRUE.has(raw)) return true;
    if (FALSE.has(raw)) return false;
    errors.push({ column, code: "invalid_value", message: "Use yes or no (or true/false, 1/0)." });
    return undefined;
  };
  const schedule = value("Payroll Schedule");
  const addressParts = (["Address 1", "Address 2", "City", "State", "ZIP Code"] as const).map(value);
  const candidate: Candidate = {
    externalId: value("Employee ID"),
    firstName: value("First Name"),
    lastName: value("Last Name"),
    email: value("Email"),
    enrollInNewOnboarding: true,
    isEmployed: bool("Employed"),
    isEligible: bool("Eligible"),
    birthDate: value("Birth Date"),
    ssn: value("SSN"),
    phoneNumber: value("Phone"),
    payrollScheduleId: schedule === undefined ? undefined : /^\d{1,9}$/.test(schedule) ? Number(schedule) : schedule,
    address: addressParts.every((part) => part === undefined)
      ? undefined
      : {
          line1: addressParts[0],
          line2: addressParts[1] ?? null,
          city: addressParts[2],
          state: addressParts[3],
          postalCode: addressParts[4],
        },
  };
  if (rulesFirst && errors.length === 0) {
    const accepted = acceptedByRules(candidate);
    if (accepted) return { ok: true, input: accepted };
  }
  const parsed = createEmployeeSchema.safeParse(candidate, { reportInput: true });
  if (!parsed.success) {
    for (const error of zodToFieldErrors(parsed.error) as FieldError[])
      errors.push({ column: columnFor(error.path), code: error.code, message: error.message });
  }
  if (!candidate.externalId)
    errors.push({ column: "Employee ID", code: "required", message: "Each row needs the employee's ID." });
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: { ...parsed.data, externalId: candidate.externalId! } };
}

type Candidate = {
  externalId: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  email: string | undefined;
  enrollInNewOnboarding: true;
  isEmployed: boolean | undefined;
  isEligible: boolean | undefined;
  birthDate: string | undefined;
  ssn: string | undefined;
  phoneNumber: string | undefined;
  payrollScheduleId: number | string | undefined;
  address:
    | {
        line1: string | undefined;
        line2: string | null;
        city: string | undefined;
        state: string | undefined;
        postalCode: string | undefined;
      }
    | undefined;
};

/**
 * The row as `createEmployeeSchema` accepts it, decided by the domain rules that schema applies
 * (the same functions; lib/schemas/fields.test.ts holds the field rules equal to their zod form),
 * without zod's machinery: most of a row's validation time in a large file, where nearly every
 * row is valid. Undefined when any rule fails: the schema then runs and reports the problems in
 * its own words. import-row.test.ts holds the two paths equal.
 */
function acceptedByRules(candidate: Candidate): ImportInput | undefined {
  const { externalId, firstName, lastName, email, birthDate, ssn, phoneNumber, payrollScheduleId, address } = candidate;
  if (externalId === undefined || firstName === undefined || lastName === undefined || email === undefined)
    return undefined;
  const id = checkExternalId(externalId);
  const first = checkPersonName(firstName);
  const last = checkPersonName(lastName);
  const mail = checkEmail(email);
  if (!id.ok || !first.ok || !last.ok || !mail.ok) return undefined;
  const born = birthDate === undefined ? undefined : parseBirthDate(birthDate, todayUtc());
  const social = ssn === undefined ? undefined : parseSsn(ssn);
  const phone = phoneNumber === undefined ? undefined : parsePhoneE164(phoneNumber);
  const home = address === undefined ? undefined : validateAddress(address);
  if (born?.ok === false || social?.ok === false || phone?.ok === false || home?.ok === false) return undefined;
  if (
    typeof payrollScheduleId === "string" ||
    (payrollScheduleId !== undefined && (payrollScheduleId < 1 || payrollScheduleId > 2_147_483_647))
  )
    return undefined;
  return {
    externalId: id.value,
    firstName: first.value,
    lastName: last.value,
    email: mail.value,
    phoneNumber: phone?.value,
    enrollInNewOnboarding: true,
    isEmployed: candidate.isEmployed,
    isEligible: candidate.isEligible,
    birthDate: born?.value,
    ssn: social?.value,
    address: home?.value,
    payrollScheduleId,
  };
}
