import { z } from "zod";

import { AUDIT_ACTIONS, AUDIT_CATEGORIES } from "@/lib/domain/security/audit";
import { HR_ROLES } from "@/lib/domain/hr/hr-roles";
import { DELIVERED_EVENT_TYPES } from "@/lib/domain/events/event-types";
import { ELIGIBILITY_FILE_MODES } from "@/lib/domain/program/full-file";
import { parsePhoneE164 } from "@/lib/domain/person/phone";
import { REQUIREMENT_KEYS } from "@/lib/domain/onboarding/requirements";
import { WAITING_FILTERS } from "@/lib/domain/onboarding/waiting-on";

import { checkedString, email, personName } from "./fields";

export const adminEmployeesQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(["all", "complete", "incomplete"]).default("all"),
  /**
   * The first thing the person waits on, or is stopped by (lib/domain/onboarding/who-acts.ts): each person is
   * stuck on one requirement, as the funnel counts them.
   */
  stuckOn: z.enum(REQUIREMENT_KEYS).optional(),
  /** "true": only the people waiting on HR for a value to give or correct. */
  needsHrAction: z.enum(["true", "false"]).optional(),
  /**
   * Who acts next: HR, the partner, the employee, a provider, nobody (stopped), or nobody because a
   * credit decision was made (`decided`: not complete, nobody to act). The funnel links here.
   */
  waitingOn: z.enum(WAITING_FILTERS).optional(),
  sort: z.enum(["lastName", "createdAt", "progress"]).default("lastName"),
  order: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminEmployeesQuery = z.output<typeof adminEmployeesQuerySchema>;
/** The table's filters alone, as a bulk invite or an invitation run takes them in its body. */
const adminEmployeesFilterSchema = adminEmployeesQuerySchema.pick({
  q: true,
  status: true,
  stuckOn: true,
  needsHrAction: true,
  waitingOn: true,
});

/** The table's filters alone: what the CSV export and a bulk invite by filter select. */
export type AdminEmployeesFilter = Pick<
  AdminEmployeesQuery,
  "q" | "status" | "stuckOn" | "needsHrAction" | "waitingOn"
>;

/** How many employees one bulk invite may reach. */
export const BULK_INVITE_MAX = 500;

/**
 * POST /api/admin/employees/invitations: the employees to invite by e-mail, either by id (the
 * table's selection) or by the table's filters (everyone they select, at most BULK_INVITE_MAX).
 */
export const bulkInviteSchema = z.union([
  z.strictObject({ employeeIds: z.array(z.string().trim().min(1).max(64)).min(1).max(BULK_INVITE_MAX) }),
  z.strictObject({ filter: adminEmployeesFilterSchema }),
]);
export type BulkInvite = z.output<typeof bulkInviteSchema>;

/** POST /api/admin/invitation-runs: everyone the table's filters select, however many. */
export const startInvitationRunSchema = z.strictObject({ filter: adminEmployeesFilterSchema });

/** What a bulk invite did for one person: sent, or why it was skipped or failed. */
export const INVITE_OUTCOMES = [
  "sent",
  "no_email",
  "already_complete",
  "stopped",
  "waiting_on_hr",
  "waiting_on_provider",
  "nothing_to_do",
  "recently_invited",
  "throttled",
  "not_found",
  "send_failed",
] as const;
export type InviteOutcome = (typeof INVITE_OUTCOMES)[number];

/** GET /api/admin/webhook-endpoints/{id}/deliveries: one page, optionally one status or event type. */
export const adminDeliveriesQuerySchema = z.strictObject({
  status: z.enum(["pending", "succeeded", "failed"]).optional(),
  eventType: z.enum(DELIVERED_EVENT_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** POST /api/admin/sign-in. The e-mail is matched as stored (lower-cased); wrong ones get one answer. */
export const adminSignInSchema = z.strictObject({
  email: z.string().trim().max(254),
  password: z.string().min(1).max(200),
});

/** An API client's name, as HR gives it (messages are the form's problem codes; the API uses its own). */
export const apiClientName = z.string().trim().min(1, "required").max(100, "too_long");

/** POST /api/admin/api-clients. */
export const createApiClientSchema = z.strictObject({ name: apiClientName });

/**
 * POST /api/admin/imports: the file's name, for the imports list, and how to read it (without a
 * mode: full when the name ends in `_FULL.csv`, else the employer's setting).
 */
export const createImportSchema = z.strictObject({
  fileName: z.string().trim().max(200).nullish(),
  mode: z.enum(ELIGIBILITY_FILE_MODES).optional(),
});

/** GET and PATCH /api/admin/eligibility-settings: how the employer's eligibility files are read. */
export const eligibilitySettingsSchema = z.strictObject({
  eligibilityFileMode: z.enum(ELIGIBILITY_FILE_MODES),
  fullFileThresholdPercent: z.number().int().min(0).max(100),
});
export type EligibilitySettings = z.output<typeof eligibilitySettingsSchema>;

/**
 * GET and PATCH /api/admin/hr-contact: who the employer's people contact when only the employer can
 * help (a step HR completes, a hard stop). `null` clears a field; the portal shows what is set.
 */
export const hrContactSchema = z.strictObject({
  name: personName.nullable(),
  email: email.nullable(),
  phone: checkedString(parsePhoneE164).nullable(),
});
export type HrContact = z.output<typeof hrContactSchema>;

/** GET /api/admin/audit (and …/export, without paging): the audit trail's filters, newest first. */
export const auditQuerySchema = z.strictObject({
  action: z.enum(AUDIT_ACTIONS).optional(),
  category: z.enum(AUDIT_CATEGORIES as [string, ...string[]]).optional(),
  actorId: z.string().trim().min(1).max(100).optional(),
  targetId: z.string().trim().min(1).max(100).optional(),
  /** From this day (YYYY-MM-DD, UTC) or instant (ISO 8601), inclusive. */
  from: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  /** Up to this day (inclusive: the whole day) or instant (exclusive). */
  to: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  /** The `next` of the page before: opaque. */
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** A WebAuthn answer from the browser (@simplewebauthn/browser's JSON), checked in depth by lib/auth/webauthn.ts. */
const passkeyResponse = z.record(z.string(), z.unknown());
const code = z.string().max(64);

/** POST /api/admin/sign-in/factor: the second factor after a right password. */
export const factorProofSchema = z.discriminatedUnion("method", [
  z.strictObject({ method: z.literal("totp"), code }),
  z.strictObject({ method: z.literal("recovery_code"), code }),
  z.strictObject({ method: z.literal("passkey"), response: passkeyResponse }),
]);

/** POST /api/admin/sign-in/sso-link: the password that confirms a first single sign-on to an account without a factor. */
export const ssoLinkPasswordSchema = z.strictObject({ password: z.string().min(1).max(1024) });

/** POST /api/admin/step-up: a factor, or the password for a person without one. */
export const identityProofSchema = z.discriminatedUnion("method", [
  ...factorProofSchema.options,
  z.strictObject({ method: z.literal("password"), password: z.string().min(1).max(1024) }),
]);

/** POST /api/admin/sign-in/passkey. */
export const passkeySignInSchema = z.strictObject({ response: passkeyResponse });

/** POST /api/admin/account/totp/confirm. */
export const totpConfirmSchema = z.strictObject({ code });

/** POST /api/admin/account/passkeys. */
export const registerPasskeySchema = z.strictObject({
  response: passkeyResponse,
  name: z.string().trim().min(1).max(60).default("Passkey"),
});

/** POST /api/admin/team/invites: who to invite, in which role. */
export const inviteTeammateSchema = z.strictObject({
  email,
  name: personName,
  role: z.enum(HR_ROLES),
});

/** PATCH /api/admin/team/{adminId}: a teammate's new role. */
export const changeRoleSchema = z.strictObject({ role: z.enum(HR_ROLES) });

const inviteToken = z.string().min(20).max(200);

/** POST /api/admin/join/preview. */
export const joinPreviewSchema = z.strictObject({ token: inviteToken });

/** POST /api/admin/join: the invitation's token and the new person's password (12 to 200 characters). */
export const joinSchema = z.strictObject({
  token: inviteToken,
  password: z.string().min(12, "Use at least 12 characters.").max(200),
});

/** GET /api/admin/sso/start: the work e-mail whose employer's single sign-on to use. */
export const ssoStartQuerySchema = z.strictObject({ email });

/** PATCH /api/admin/security-settings: "require MFA" and single sign-on (null removes it). */
export const securitySettingsUpdateSchema = z.strictObject({
  requireMfa: z.boolean().optional(),
  sso: z
    .strictObject({
      enabled: z.boolean(),
      issuer: z.string().trim().min(1).max(500),
      clientId: z.string().trim().min(1).max(200),
      clientSecret: z.string().min(1).max(500).optional(),
      allowedDomains: z.array(z.string().trim().min(1).max(253)).max(20),
      roleClaim: z.string().trim().min(1).max(100).default("groups"),
      scopes: z
        .array(z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]{1,100}$/, "A scope is one word of printable characters."))
        .max(10)
        .default([]),
      roleMapping: z
        .record(z.string().min(1).max(200), z.enum(HR_ROLES))
        .refine((mapping) => Object.keys(mapping).length <= 50, "At most 50 values."),
      defaultRole: z.enum(HR_ROLES).nullable(),
      required: z.boolean(),
      breakGlassAdminId: z.string().max(100).nullable(),
    })
    .nullable()
    .optional(),
});

/** HR's erase action: the person's reference, typed as the page shows it (A1B2C-3D4E5). */
export const eraseEmployeeSchema = z.strictObject({
  confirmReference: z.string().trim().min(1, "required").max(40, "too_long"),
});
export type EraseEmployeeInput = z.output<typeof eraseEmployeeSchema>;
