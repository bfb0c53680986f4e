import { z } from "zod";

import { VERIFICATION_STATUSES } from "@/lib/domain/identity/verification-status";
import { versionNotes } from "@/lib/versions";

import { orNull, prefixedId, timestamp } from "./common";

export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES).meta({
  id: "VerificationStatus",
  description: `Identity verification state. ${versionNotes("verificationStatus")}`,
});

export const employeeAddressSchema = z
  .strictObject({
    line1: z.string().nullable(),
    line2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable().meta({ description: "Two-letter state or territory code." }),
    postalCode: z.string().nullable(),
  })
  .meta({ id: "EmployeeAddress" });
export type EmployeeAddressResponse = z.input<typeof employeeAddressSchema>;

export const resettableFieldsSchema = z
  .strictObject({ residentialAddress: z.boolean(), birthDate: z.boolean(), ssn: z.boolean() })
  .meta({
    id: "ResettableFields",
    description: `Which identity fields may be changed now. ${versionNotes("resettableFields")}`,
  });

const EXAMPLE = {
  id: "empl_3xK9q2VfYp0LmN7bR4tZ1a",
  object: "employee",
  employerId: "empr_7Hq2Lm9XcV3bN8kP1sT4wY",
  externalId: "HR-00042",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phoneNumber: "+14155552671",
  enrollInNewOnboarding: true,
  isEmployed: true,
  isEligible: true,
  birthDate: "1990-04-23",
  ssnLastFour: "8765",
  address: { line1: "1 Market St", line2: null, city: "San Francisco", state: "CA", postalCode: "94105" },
  payrollScheduleId: 1,
  onboarding_status: "NOT_STARTED",
  resettableFields: { residentialAddress: true, birthDate: true, ssn: true },
  repaymentMethodRequired: false,
  createdAt: "2026-11-21T19:00:00.000Z",
  updatedAt: "2026-11-21T19:00:00.000Z",
} as const;

export const employeeSchema = z
  .strictObject({
    id: prefixedId("empl", EXAMPLE.id),
    object: z.literal("employee"),
    employerId: prefixedId("empr", EXAMPLE.employerId),
    externalId: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    enrollInNewOnboarding: z.boolean(),
    isEmployed: z.boolean().nullable(),
    isEligible: z.boolean().nullable(),
    birthDate: z.string().nullable().meta({ description: "YYYY-MM-DD." }),
    ssnLastFour: z.string().nullable().meta({ description: "The last four digits; the full SSN is never returned." }),
    address: orNull(employeeAddressSchema),
    payrollScheduleId: z.number().int().nullable(),
    onboarding_status: verificationStatusSchema,
    resettableFields: resettableFieldsSchema.optional(),
    repaymentMethodRequired: z.boolean().meta({
      description:
        "True when the employee must save a payment method to repay what is owed: they repaid by payroll deduction and their employment ended while they had a card (`employee.repayment_method_required`); false again once one is verified or they are employed again.",
    }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Employee", example: EXAMPLE });

export type EmployeeResponse = z.input<typeof employeeSchema>;

/** Something about a create a partner may want to act on, though nothing was refused. */
export const employeeWarningSchema = z
  .strictObject({
    code: z.enum(["email_shared"]).meta({
      description:
        "email_shared: other employees of the employer have this e-mail address (families share one; a person entered twice is also possible).",
    }),
    message: z.string(),
    employeeIds: z.array(z.string()).meta({ description: "The other employees concerned, oldest first (at most 10)." }),
  })
  .meta({ id: "EmployeeWarning" });
export type EmployeeWarning = z.input<typeof employeeWarningSchema>;

/** The create answer: the employee, and `warnings` when there is something to say. */
export const createdEmployeeSchema = employeeSchema
  .extend({
    warnings: z.array(employeeWarningSchema).optional().meta({
      description: "Present only when there is something to say: the employee was created either way.",
    }),
  })
  .meta({ id: "CreatedEmployee" });

export const employeePageSchema = z
  .strictObject({ data: z.array(employeeSchema), hasMore: z.boolean() })
  .meta({ id: "EmployeePage" });

/** What DELETE …/employees/{employeeId} answers: the erased id, and the cards cancelled at the issuer. No personal data. */
export const deletedEmployeeSchema = z
  .strictObject({
    id: z.string(),
    object: z.literal("employee"),
    deleted: z.literal(true),
    closedCardIds: z
      .array(z.string())
      .meta({ description: "The employee's cards, cancelled at the card issuer before anything was erased." }),
  })
  .meta({ id: "DeletedEmployee" });
export type DeletedEmployeeResponse = z.input<typeof deletedEmployeeSchema>;
