import { z } from "zod";

import { HR_ROLES } from "@/lib/domain/hr/hr-roles";

// The HR admin area's cookie endpoints (app/api/admin/**) answer with the schemas of the admin-*.ts
// files of this folder, one per resource (this one: the session and sign-in). Not in the partner
// OpenAPI document: only the admin pages call them. The pages read these types; the handlers satisfy
// these schemas. Answers the partner API also gives (an employee, an invite link, a webhook
// delivery) reuse its schemas from this folder.

/** GET /api/admin/session: who is signed in, the CSRF token for writes, the employer and its schedules. */
export const adminSessionSchema = z.strictObject({
  adminId: z.string(),
  name: z.string(),
  email: z.string(),
  /** What the pages offer (the API decides again on every call). */
  role: z.enum(HR_ROLES),
  csrfToken: z.string(),
  employer: z.strictObject({
    id: z.string(),
    name: z.string(),
    payrollDeductionRepayment: z.boolean(),
    paymentMethodRepayment: z.boolean(),
    /** Set while the program has suspended the employer: no new employees, invitations, cards or imports. */
    suspension: z.strictObject({ since: z.string(), reason: z.string().nullable() }).nullable(),
  }),
  payrollSchedules: z.array(
    z.strictObject({ id: z.number().int(), name: z.string(), payFrequency: z.string(), active: z.boolean() }),
  ),
});
export type AdminSession = z.output<typeof adminSessionSchema>;
export type AdminPayrollSchedule = AdminSession["payrollSchedules"][number];

/** POST /api/admin/sign-in, …/sign-in/factor, …/sign-in/passkey, /api/admin/join: signed in. */
export const adminSignedInSchema = z.strictObject({ signedIn: z.literal(true) });
export type AdminSignedIn = z.output<typeof adminSignedInSchema>;

export const SECOND_FACTOR_METHODS = ["passkey", "totp", "recovery_code"] as const;

/**
 * POST /api/admin/sign-in when the password was right but more is owed (the session cookie is set
 * in this stage): a second factor, by one of `methods` (POST /api/admin/sign-in/factor); or, when
 * the employer requires MFA and the person has no factor, to enrol one first (the account's TOTP
 * and passkey calls), after which the session is signed in.
 */
export const adminSignInNextSchema = z.union([
  z.strictObject({
    signedIn: z.literal(false),
    next: z.literal("second_factor"),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
    /** For the next step's writes (X-CSRF-Token). */
    csrfToken: z.string(),
  }),
  z.strictObject({ signedIn: z.literal(false), next: z.literal("enrol"), csrfToken: z.string() }),
]);
export type AdminSignInNext = z.output<typeof adminSignInNextSchema>;
export type AdminSignInAnswer = AdminSignedIn | AdminSignInNext;
