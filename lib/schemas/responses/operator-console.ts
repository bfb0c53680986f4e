import { z } from "zod";

import { OPERATOR_ROLES } from "@/lib/domain/operator/operator-roles";

// What the operator console's routes answer for employers, program terms and operators
// (app/api/operator/**; lib/api/serializers/program-employer.ts, program-terms.ts, operator.ts).
// Internal, not in the partner OpenAPI document: the console's pages read these types.

const employerStatus = z.enum(["active", "suspended", "offboarding", "offboarded"]);
const payFrequency = z.enum(["weekly", "biweekly", "semimonthly", "monthly"]);

/** GET /api/operator/employers: one row of the list. */
export const programEmployerRowSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  legalName: z.string(),
  status: employerStatus,
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
  hrPeople: z.number().int(),
  employees: z.number().int(),
});
export type ProgramEmployerRow = z.output<typeof programEmployerRowSchema>;

/** GET, PATCH /api/operator/employers/{employerId} (and suspend, reactivate): one employer. */
export const programEmployerSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  legalName: z.string(),
  defaultLanguage: z.enum(["en", "es"]),
  repayment: z.strictObject({ payrollDeduction: z.boolean(), paymentMethod: z.boolean() }),
  payrollSchedules: z.array(
    z.strictObject({ id: z.number().int(), name: z.string(), payFrequency, active: z.boolean() }),
  ),
  hrContact: z.strictObject({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  requireMfa: z.boolean(),
  status: employerStatus,
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  offboardingStartedAt: z.string().nullable(),
  offboardedAt: z.string().nullable(),
  offboardingError: z.string().nullable(),
  createdAt: z.string(),
});
export type ProgramEmployer = z.output<typeof programEmployerSchema>;
export type PayFrequency = z.output<typeof payFrequency>;
export type EmployerStatusValue = z.output<typeof employerStatus>;

/** POST …/owner-invites: the HR owner's invitation. */
export const employerOwnerInviteSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  expiresAt: z.string(),
});
export type EmployerOwnerInvite = z.output<typeof employerOwnerInviteSchema>;

/** GET /api/operator/terms: one version of the credit terms, the program's (employerId null) or an override. */
export const programTermsSchema = z.object({
  version: z.string(),
  employerId: z.string().nullable(),
  effectiveAt: z.string(),
  publishedBy: z.string().nullable(),
  /** Not yet in force (only in the list). */
  scheduled: z.boolean().optional(),
  maxCreditLineCents: z.number().int(),
  minCreditLineCents: z.number().int(),
  termMonths: z.number().int(),
  minimumMonthlyPaymentCents: z.number().int(),
  maxDebtToIncomeBps: z.number().int(),
  minResidualIncomeCents: z.number().int(),
  lineIncrementCents: z.number().int(),
});
export type ProgramTerms = z.output<typeof programTermsSchema>;

/** GET /api/operator/operators: an operator. */
export const operatorPersonSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
  disabledAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorPerson = z.output<typeof operatorPersonSchema>;

/** An operator's open invitation. */
export const operatorInviteSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  expiresAt: z.string(),
});
export type OperatorInvite = z.output<typeof operatorInviteSchema>;

export const operatorTeamSchema = z.strictObject({
  data: z.array(operatorPersonSchema),
  invites: z.array(operatorInviteSchema),
});
export type OperatorTeam = z.output<typeof operatorTeamSchema>;
