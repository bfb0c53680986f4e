import { z } from "zod";

import { checkEmail } from "@/lib/domain/person/email";
import { checkPersonName } from "@/lib/domain/person/person-name";
import { formatPhoneForInput, parsePhoneInput } from "@/lib/domain/person/phone-input";
import type { ProgramEmployer } from "@/lib/schemas/responses/operator-console";

// An employer's form, to create one or change it: the API's rules (lib/schemas/operator.ts) with
// the domain's checks, each problem a code that errorText turns into words. The HR contact's
// fields may stay empty (each then unset); the phone is typed as people type it and sent as E.164.

export const PAY_FREQUENCIES = ["weekly", "biweekly", "semimonthly", "monthly"] as const;

type Check = (input: string) => { ok: true; value: string } | { ok: false; code: string };
const fromTextCheck =
  (check: typeof checkEmail): Check =>
  (input) => {
    const result = check(input);
    return result.ok ? result : { ok: false, code: result.problems[0].code };
  };

const required = (check: Check) =>
  z.string().transform((input, ctx): string => {
    const result = check(input);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: result.code });
    return z.NEVER;
  });
const optional = (check: Check) =>
  z.string().transform((input, ctx): string | null => {
    if (input.trim() === "") return null;
    const result = check(input);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: result.code });
    return z.NEVER;
  });

const scheduleName = (input: string) => {
  const value = input.trim();
  if (value === "") return { ok: false as const, code: "required" };
  return value.length > 100 ? { ok: false as const, code: "too_long" } : { ok: true as const, value };
};

export const employerFormSchema = z
  .object({
    name: required(fromTextCheck(checkPersonName)),
    legalName: required(fromTextCheck(checkPersonName)),
    defaultLanguage: z.enum(["en", "es"], { message: "required" }),
    payrollDeduction: z.boolean(),
    paymentMethod: z.boolean(),
    /** New schedules (all of them when creating; the ones to add when changing). */
    schedules: z.array(
      z.object({ name: required(scheduleName), payFrequency: z.enum(PAY_FREQUENCIES, { message: "required" }) }),
    ),
    /** Ids of active schedules to retire (only when changing), as the checkboxes hold them. */
    retire: z.array(z.string()),
    contactName: optional(fromTextCheck(checkPersonName)),
    contactEmail: optional(fromTextCheck(checkEmail)),
    contactPhone: optional(parsePhoneInput),
  })
  .superRefine((values, ctx) => {
    if (!values.payrollDeduction && !values.paymentMethod)
      ctx.addIssue({ code: "custom", path: ["repayment"], message: "repayment_none" });
  });

export type EmployerFormInput = z.input<typeof employerFormSchema>;
export type EmployerFormValues = z.output<typeof employerFormSchema>;

/** The top-level fields in page order, as the error summary lists them (schedules are listed row by row). */
export const EMPLOYER_FIELDS = [
  "name",
  "legalName",
  "defaultLanguage",
  "repayment",
  "schedules",
  "contactName",
  "contactEmail",
  "contactPhone",
] as const;
export type EmployerField = (typeof EMPLOYER_FIELDS)[number];

export const newScheduleRow = () => ({ name: "", payFrequency: "biweekly" as const });

export const emptyEmployerForm = (): EmployerFormInput => ({
  name: "",
  legalName: "",
  defaultLanguage: "en",
  payrollDeduction: true,
  paymentMethod: false,
  schedules: [newScheduleRow()],
  retire: [],
  contactName: "",
  contactEmail: "",
  contactPhone: "",
});

/** A stored employer as its change form shows it: no new schedule yet, none retired. */
export const employerFormOf = (employer: ProgramEmployer): EmployerFormInput => ({
  name: employer.name,
  legalName: employer.legalName,
  defaultLanguage: employer.defaultLanguage,
  payrollDeduction: employer.repayment.payrollDeduction,
  paymentMethod: employer.repayment.paymentMethod,
  schedules: [],
  retire: [],
  contactName: employer.hrContact.name ?? "",
  contactEmail: employer.hrContact.email ?? "",
  contactPhone: formatPhoneForInput(employer.hrContact.phone),
});

export const employerBody = (values: EmployerFormValues) => ({
  name: values.name,
  legalName: values.legalName,
  defaultLanguage: values.defaultLanguage,
  repayment: { payrollDeduction: values.payrollDeduction, paymentMethod: values.paymentMethod },
  hrContact: { name: values.contactName, email: values.contactEmail, phone: values.contactPhone },
});

/**
 * Where an API problem's JSON Pointer lands in the form: a schedule row's own field (created in
 * `payrollSchedules`, added in `addPayrollSchedules`), the HR contact's, or a top-level field.
 */
export function employerFieldFor(path: string): string | undefined {
  const row = /^\/(?:payrollSchedules|addPayrollSchedules)\/(\d+)\/(name|payFrequency)$/.exec(path);
  if (row) return `schedules.${row[1]}.${row[2]}`;
  if (/^\/(?:payrollSchedules|addPayrollSchedules)$/.test(path)) return "schedules";
  if (path.startsWith("/retirePayrollSchedules")) return "retire";
  if (path.startsWith("/repayment")) return "repayment";
  const contact = /^\/hrContact\/(name|email|phone)$/.exec(path);
  if (contact) return `contact${contact[1]![0]!.toUpperCase()}${contact[1]!.slice(1)}`;
  const top = /^\/(name|legalName|defaultLanguage)$/.exec(path);
  return top?.[1];
}
