import { z } from "zod";

import { validateAddress } from "@/lib/domain/person/address";
import { parseBirthDate, todayUtc } from "@/lib/domain/dates";
import { parsePhoneE164 } from "@/lib/domain/person/phone";
import { parseSsn } from "@/lib/domain/person/ssn";

import { checkedString, email, externalId, personName } from "./fields";

/**
 * A value the screens in docs/api.md send under another name than ours: either name is accepted,
 * and both only when they agree. Adds the issue, on the other name, when they differ.
 */
function sentOnce(
  ctx: z.RefinementCtx,
  what: string,
  [name, value]: [string, unknown],
  [alias, aliasValue]: [string, unknown],
): boolean {
  if (value == null || aliasValue == null || value === aliasValue) return true;
  ctx.addIssue({
    code: "custom",
    path: [alias],
    message: `Send ${what} once, as ${name} or ${alias}.`,
    params: { code: "invalid_value" },
  });
  return false;
}

const addressInput = z
  .strictObject({
    line1: z.string().nullish(),
    line2: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    postalCode: z.string().nullish(),
    // The identity-data screen calls the postal code zipCode (docs/api.md); both are accepted.
    zipCode: z.string().nullish(),
  })
  .transform((address, ctx) => {
    const { zipCode, ...rest } = address;
    if (!sentOnce(ctx, "the postal code", ["postalCode", rest.postalCode], ["zipCode", zipCode])) return z.NEVER;
    const result = validateAddress({ ...rest, postalCode: rest.postalCode ?? zipCode });
    if (result.ok) return result.value;
    for (const error of result.errors) {
      ctx.addIssue({
        code: "custom",
        path: error.path.split("/").filter(Boolean),
        message: error.message,
        params: { code: error.code },
      });
    }
    return z.NEVER;
  });

export const addressSchema = addressInput;
export type Address = z.output<typeof addressSchema>;

const birthDate = checkedString((input) => parseBirthDate(input, todayUtc()));
const ssn = checkedString(parseSsn);
const phoneNumber = checkedString(parsePhoneE164);
const payrollScheduleId = z.number().int().positive().max(2_147_483_647);

/**
 * Every field a partner may write. Used as the create body and as the result a PATCH must
 * produce, so both paths apply the same rules. `ssn` is write-only: it is never read back.
 */
const writableFields = {
  externalId: externalId.nullish(),
  firstName: personName,
  lastName: personName,
  email,
  phoneNumber: phoneNumber.nullish(),
  enrollInNewOnboarding: z.boolean(),
  isEmployed: z.boolean().nullish(),
  isEligible: z.boolean().nullish(),
  birthDate: birthDate.nullish(),
  ssn: ssn.nullish(),
  address: addressSchema.nullish(),
  payrollScheduleId: payrollScheduleId.nullish(),
};

export const employeeDocumentSchema = z.strictObject(writableFields);

/** The paths a PATCH may write: the document's fields (`/ssn` write-only), and what lies within them. */
export const EMPLOYEE_WRITABLE_PATHS = Object.keys(writableFields).map((field) => `/${field}`);

/** What the employee as answered shows but the service sets: a PATCH on them is `read_only`. */
export const EMPLOYEE_SERVICE_SET_PATHS = [
  "/id",
  "/object",
  "/employerId",
  "/ssnLastFour",
  "/onboarding_status",
  "/resettableFields",
  "/repaymentMethodRequired",
  "/createdAt",
  "/updatedAt",
];
export type EmployeeDocument = z.output<typeof employeeDocumentSchema>;

export const createEmployeeSchema = z
  .strictObject({
    ...writableFields,
    // Identity-verification screens call the birth date dateOfBirth (docs/api.md).
    dateOfBirth: birthDate.nullish(),
  })
  .transform(({ dateOfBirth, ...fields }, ctx) => {
    if (!sentOnce(ctx, "the birth date", ["birthDate", fields.birthDate], ["dateOfBirth", dateOfBirth])) return z.NEVER;
    return { ...fields, birthDate: fields.birthDate ?? dateOfBirth };
  });
export type CreateEmployeeInput = z.output<typeof createEmployeeSchema>;

const pointer = z
  .string()
  .max(200)
  .refine((value) => /^(\/[^/]*)*$/.test(value), {
    params: { code: "invalid_value" },
    message: "A path is a JSON Pointer such as /address/city.",
  });

export const jsonPatchSchema = z
  .array(
    z.discriminatedUnion("op", [
      z.strictObject({ op: z.literal("add"), path: pointer, value: z.unknown() }),
      z.strictObject({ op: z.literal("replace"), path: pointer, value: z.unknown() }),
      z.strictObject({ op: z.literal("test"), path: pointer, value: z.unknown() }),
      z.strictObject({ op: z.literal("remove"), path: pointer }),
      z.strictObject({ op: z.literal("move"), path: pointer, from: pointer }),
      z.strictObject({ op: z.literal("copy"), path: pointer, from: pointer }),
    ]),
  )
  .min(1)
  .max(100);
export type JsonPatchOperation = z.output<typeof jsonPatchSchema>[number];
