import { z } from "zod";

import { OPERATOR_ROLES } from "@/lib/domain/operator/operator-roles";

import { hrContactSchema, joinPreviewSchema } from "./admin";
import { email, personName } from "./fields";

// The operator console's request bodies. Sign-in, factors and step-up take the same bodies as HR's
// (lib/schemas/admin.ts), since both realms share one account machinery.

/** POST /api/operator/join/preview. */
export const operatorJoinPreviewSchema = joinPreviewSchema;

/**
 * POST /api/operator/join: the invitation's token and, for an operator who will sign in with a
 * password and an authenticator app, the password (12 to 200 characters). Without one, a passkey
 * signs them in.
 */
export const operatorJoinSchema = joinPreviewSchema.extend({
  password: z.string().min(12, "Use at least 12 characters.").max(200).optional(),
});

const employerName = personName;
const scheduleName = z.string().trim().min(1).max(100);
const payFrequency = z.enum(["weekly", "biweekly", "semimonthly", "monthly"]);

/** How the employer's people repay: payroll deduction, a payment method, or either (at least one). */
const repayment = z
  .strictObject({ payrollDeduction: z.boolean(), paymentMethod: z.boolean() })
  .refine((value) => value.payrollDeduction || value.paymentMethod, {
    message: "Choose payroll deduction, a payment method, or both.",
  });

/** POST /api/operator/employers (and `ops employers create`): a new employer, ready for its HR owner. */
export const createEmployerSchema = z.strictObject({
  name: employerName,
  legalName: employerName,
  defaultLanguage: z.enum(["en", "es"]).default("en"),
  repayment,
  /** At least one: a partner names a schedule for every employee it creates. */
  payrollSchedules: z
    .array(z.strictObject({ name: scheduleName, payFrequency }))
    .min(1, "Add at least one payroll schedule.")
    .max(20),
  hrContact: hrContactSchema.partial().optional(),
});
export type CreateEmployerInput = z.output<typeof createEmployerSchema>;

/** PATCH /api/operator/employers/{employerId}: what changes; schedules are added or retired, never deleted. */
export const updateEmployerSchema = z
  .strictObject({
    name: employerName.optional(),
    legalName: employerName.optional(),
    defaultLanguage: z.enum(["en", "es"]).optional(),
    repayment: repayment.optional(),
    hrContact: hrContactSchema.partial().optional(),
    addPayrollSchedules: z
      .array(z.strictObject({ name: scheduleName, payFrequency }))
      .max(20)
      .optional(),
    retirePayrollSchedules: z.array(z.number().int().positive()).max(20).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: "Nothing to change." });
export type UpdateEmployerInput = z.output<typeof updateEmployerSchema>;

/** POST /api/operator/employers/{employerId}/suspend: why, for the trail and the employer's page. */
export const suspendEmployerSchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });

/** POST /api/operator/employers/{employerId}/offboard: why, and the employer's name typed to confirm. */
export const offboardEmployerSchema = suspendEmployerSchema.extend({ confirmName: z.string().max(200) });

/** POST /api/operator/employers/{employerId}/owner-invites: the employer's first HR owner. */
export const inviteEmployerOwnerSchema = z.strictObject({ email, name: personName });

const termNumber = z.number().int();

/** POST /api/operator/terms and …/employers/{employerId}/terms: a new version of the credit terms. */
export const publishTermsSchema = z.strictObject({
  /** From when decisions are made with it; now when left out. Never in the past. */
  effectiveAt: z.iso.datetime({ offset: true }).optional(),
  terms: z.strictObject({
    maxCreditLineCents: termNumber,
    minCreditLineCents: termNumber,
    termMonths: termNumber,
    minimumMonthlyPaymentCents: termNumber,
    maxDebtToIncomeBps: termNumber,
    minResidualIncomeCents: termNumber,
    lineIncrementCents: termNumber,
  }),
});
export type PublishTermsInput = z.output<typeof publishTermsSchema>;

/** POST /api/operator/operators: an owner invites an operator, in a role. */
export const inviteOperatorSchema = z.strictObject({ email, name: personName, role: z.enum(OPERATOR_ROLES) });

/** PATCH /api/operator/operators/{operatorId}: an operator's new role. */
export const changeOperatorRoleSchema = z.strictObject({ role: z.enum(OPERATOR_ROLES) });
