import type { FieldError } from "@/lib/errors/app-error";
import { zodToFieldErrors } from "@/lib/errors/zod-field-errors";
import { createEmployeeSchema, type CreateEmployeeInput } from "@/lib/schemas/employee";

// The spec's eligibility-file fields (Birth Date … SSN) plus who the employee is.
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
export type RowResult = { ok: true; input: ImportInput } | { ok: false; errors: Array<{ column: string; code: string; message: string }> };

const columnFor = (path: string): string =>
  (Object.entries(IMPORT_COLUMNS).find(([, pointer]) => pointer === path || (path.startsWith("/address") && pointer === path))?.[0] ??
    (path.startsWith("/address") ? "Address" : path.replace(/^\//, ""))) as string;

/** One CSV record → the create-employee input, checked by the same schema as the API. */
export function parseImportRow(record: Record<string, string | undefined>): RowResult {
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
  const candidate = {
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
      : { line1: addressParts[0], line2: addressParts[1] ?? null, city: addressParts[2], state: addressParts[3], postalCode: addressParts[4] },
  };
  const parsed = createEmployeeSchema.safeParse(candidate, { reportInput: true });
  if (!parsed.success) {
    for (const error of zodToFieldErrors(parsed.error) as FieldError[]) errors.push({ column: columnFor(error.path), code: error.code, message: error.message });
  }
  if (!candidate.externalId) errors.push({ column: "Employee ID", code: "required", message: "Each row needs the employee's ID." });
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: { ...parsed.data, externalId: candidate.externalId! } };
}
