import { z } from "zod";

import { ELIGIBILITY_FILE_MODES } from "@/lib/domain/program/full-file";
import { HR_ROLES } from "@/lib/domain/hr/hr-roles";
import { REQUIREMENT_KEYS } from "@/lib/domain/onboarding/requirements";
import { WAITING_OWNERS } from "@/lib/domain/onboarding/waiting-on";
import { INVITE_OUTCOMES } from "@/lib/schemas/admin";

import { cardSchema } from "./card";
import { listOf, nullableTimestamp, timestamp } from "./common";
import { employeeSchema } from "./employee";
import { identityCheckSchema } from "./identity";
import { requirementSchema } from "./onboarding";
import { paymentMethodSchema } from "./payment-method";
import { webhookDeliverySchema, webhookEndpointSchema } from "./webhook-endpoint";

// The HR admin area's cookie endpoints (app/api/admin/**). Not in the partner OpenAPI document:
// only the admin pages call them. The pages read these types; the handlers satisfy these schemas.
// Answers the partner API also gives (an employee, an invite link, a webhook delivery) reuse its
// schemas from this folder.

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

/** GET /api/admin/team: the employer's HR people and open invitations (owners). */
export const teamMemberSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(HR_ROLES),
  status: z.enum(["active", "disabled"]),
  /** Which factors the person has: none, TOTP, passkeys (how many). */
  factors: z.strictObject({ totp: z.boolean(), passkeys: z.number().int() }),
  /** Signs in only through single sign-on (created just in time by it). */
  sso: z.boolean(),
  /**
   * Their link to the employer's single sign-on: linked; none yet (their first single sign-on asks
   * for their factor or password); approved (an owner let their next one link them); null when the
   * employer has single sign-on off.
   */
  ssoLink: z.enum(["linked", "none", "approved"]).nullable(),
  lastSignInAt: z.string().nullable(),
  openSessions: z.number().int(),
  isYou: z.boolean(),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const teamInviteSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(HR_ROLES),
  invitedAt: z.string(),
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type TeamInvite = z.output<typeof teamInviteSchema>;

export const teamSchema = z.strictObject({
  people: z.array(teamMemberSchema),
  invites: z.array(teamInviteSchema),
});
export type Team = z.output<typeof teamSchema>;

/** POST /api/admin/join/preview {token}: what an invitation is for, before the person accepts it. */
export const teamInvitePreviewSchema = z.strictObject({
  employerName: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(HR_ROLES),
  /** The employer requires MFA: the person enrols a factor right after setting a password. */
  requireMfa: z.boolean(),
});
export type TeamInvitePreview = z.output<typeof teamInvitePreviewSchema>;

/** One open session, in "Your sessions" (GET /api/admin/account/sessions) and an owner's view of a teammate's. */
export const hrSessionSchema = z.strictObject({
  id: z.string(),
  /** This browser. */
  current: z.boolean(),
  method: z.enum(["password", "passkey", "sso"]),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type HrSessionView = z.output<typeof hrSessionSchema>;

/** GET /api/admin/account: the signed-in person's own account and factors. */
export const hrAccountSchema = z.strictObject({
  id: z.string(),
  /** For writes (X-CSRF-Token): the enrolment page has no other way to it before the session is signed in. */
  csrfToken: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(HR_ROLES),
  /** The employer requires every HR person to have a factor. */
  requireMfa: z.boolean(),
  totp: z.strictObject({ enrolledAt: z.string() }).nullable(),
  passkeys: z.array(
    z.strictObject({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
  ),
  recoveryCodesLeft: z.number().int(),
  /** Until when the session's last factor counts for step-up (exports, SFTP and API secrets, role changes); null: ask for one first. */
  stepUpUntil: z.string().nullable(),
});
export type HrAccount = z.output<typeof hrAccountSchema>;

/** POST /api/admin/account/totp/setup: the secret to add to an authenticator app (confirmed by a code next). */
export const totpSetupSchema = z.strictObject({
  secret: z.string(),
  uri: z.string(),
  /** The otpauth URI as a QR code: an SVG document. */
  qrSvg: z.string(),
});
export type TotpSetup = z.output<typeof totpSetupSchema>;

/** POST /api/admin/account/totp/confirm (first factor) and …/recovery-codes: ten single-use codes, shown this once. */
export const recoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;

/** GET /api/admin/security-settings (owners): MFA and single sign-on for the employer. */
export const securitySettingsSchema = z.strictObject({
  requireMfa: z.boolean(),
  /** Where the provider sends people back: to register with it before single sign-on is set up. */
  ssoRedirectUri: z.string(),
  sso: z
    .strictObject({
      enabled: z.boolean(),
      issuer: z.string(),
      clientId: z.string(),
      /** Never the secret: only whether one is stored and its last four characters. */
      clientSecretLastFour: z.string().nullable(),
      allowedDomains: z.array(z.string()),
      roleClaim: z.string(),
      /** Scopes asked for beside openid, email and profile (Okta's "groups", for instance). */
      scopes: z.array(z.string()),
      roleMapping: z.record(z.string(), z.enum(HR_ROLES)),
      defaultRole: z.enum(HR_ROLES).nullable(),
      /** Everyone signs in through SSO but the break-glass owner. */
      required: z.boolean(),
      breakGlassAdminId: z.string().nullable(),
    })
    .nullable(),
});
export type SecuritySettings = z.output<typeof securitySettingsSchema>;

export const waitingOnSchema = z.strictObject({
  owner: z.enum(WAITING_OWNERS),
  requirement: z.enum(REQUIREMENT_KEYS),
  status: z.enum(["missing", "invalid", "pending", "failed", "blocked"]),
});
export type WaitingOnView = z.output<typeof waitingOnSchema>;

/** One row of GET /api/admin/employees: the employee and its requirement progress. */
export const adminEmployeeRowSchema = z.strictObject({
  id: z.string(),
  externalId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  complete: z.boolean(),
  fulfilled: z.number().int(),
  unmet: z.array(z.enum(REQUIREMENT_KEYS)),
  onboardingStatus: z.string(),
  /** Who the person is waiting on (lib/domain/onboarding/waiting-on.ts); null when complete. */
  waitingOn: waitingOnSchema.nullable(),
  needsHrAction: z.boolean(),
  /** When HR last sent or created an invite link; null: never. */
  invitedAt: nullableTimestamp,
  /** When the person last signed in to the portal or saved something there; null: never. */
  lastActiveAt: nullableTimestamp,
  createdAt: timestamp,
});
export type AdminEmployeeRow = z.output<typeof adminEmployeeRowSchema>;

/** GET /api/admin/employees: one page of the table (offset pages, unlike the partner list). */
export const adminEmployeePageSchema = z.strictObject({
  data: z.array(adminEmployeeRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminEmployeePage = z.output<typeof adminEmployeePageSchema>;

/** One requirement across the employer: met, unmet, and of the unmet, those only waiting for an earlier requirement. */
export const funnelStepSchema = z.strictObject({
  key: z.enum(REQUIREMENT_KEYS),
  fulfilled: z.number().int(),
  unmet: z.number().int(),
  blocked: z.number().int(),
});
export type FunnelStep = z.output<typeof funnelStepSchema>;

/** The employees waiting on one owner for one requirement (the table's "Waiting on" column, grouped). */
export const funnelBlockerSchema = z.strictObject({
  owner: z.enum(WAITING_OWNERS),
  requirement: z.enum(REQUIREMENT_KEYS),
  needsHrAction: z.boolean(),
  count: z.number().int(),
});
export type FunnelBlocker = z.output<typeof funnelBlockerSchema>;

/** GET /api/admin/funnel. */
export const funnelSchema = z.strictObject({
  total: z.number().int(),
  complete: z.number().int(),
  needsHrAction: z.number().int(),
  steps: z.array(funnelStepSchema),
  /** Every incomplete employee once, by who they wait on: what HR can fix first, then by count. */
  blockers: z.array(funnelBlockerSchema),
});
export type Funnel = z.output<typeof funnelSchema>;

/** POST /api/admin/employees/invitations: what happened to each person, in the table's name order. */
export const bulkInviteResultSchema = z.strictObject({
  data: z.array(
    z.strictObject({
      employeeId: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
      status: z.enum(INVITE_OUTCOMES),
    }),
  ),
  sent: z.number().int(),
  skipped: z.number().int(),
});
export type BulkInviteResult = z.output<typeof bulkInviteResultSchema>;

/** GET /api/admin/webhook-endpoints/{id}/deliveries: one page of deliveries, newest first. */
export const adminDeliveryPageSchema = z.strictObject({
  data: z.array(webhookDeliverySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminDeliveryPage = z.output<typeof adminDeliveryPageSchema>;

export const agreementAcceptanceSchema = z.strictObject({
  agreement: z.string(),
  tag: z.string(),
  acceptedAt: timestamp,
  recordedAt: timestamp,
  actorType: z.string(),
  actorId: z.string(),
  // A withdrawn consent (product e-mails): when, and by whom (employee: the portal; partner: the API).
  withdrawnAt: nullableTimestamp,
  withdrawnActorType: z.string().nullable(),
});
export type AgreementAcceptance = z.output<typeof agreementAcceptanceSchema>;

export const timelineEventSchema = z.strictObject({
  id: z.string(),
  type: z.string(),
  data: z.unknown(),
  createdAt: timestamp,
});
export type TimelineEvent = z.output<typeof timelineEventSchema>;

// The admin view of a check adds what only HR needs to see: a vendor's person is reviewing it.
export const adminIdentityCheckSchema = identityCheckSchema.extend({ awaitingReview: z.boolean() });

/** A card request the issuer has not answered yet (`reserved`) or refused (`voided`), with why. */
export const adminCardRequestSchema = z.strictObject({
  id: z.string(),
  state: z.enum(["reserved", "voided"]),
  cardType: z.string(),
  requestedAt: timestamp,
  refusedAt: timestamp.nullable(),
  reason: z.string().nullable(),
});
export type AdminCardRequest = z.output<typeof adminCardRequestSchema>;

/** One lifecycle change of a card: who (actor type and id), through which channel, why, from which state to which. */
export const adminCardChangeSchema = z.strictObject({
  id: z.string(),
  cardId: z.string(),
  action: z.string().meta({ description: "locked, unlocked, closed, reported_lost, reported_stolen, mailed_again." }),
  reason: z.string().nullable(),
  actorType: z.string(),
  actorId: z.string(),
  channel: z.string().meta({ description: "api, portal, admin, system." }),
  fromState: z.string(),
  toState: z.string(),
  relatedCardId: z.string().nullable(),
  createdAt: timestamp,
});
export type AdminCardChange = z.output<typeof adminCardChangeSchema>;

/** GET /api/admin/employees/{employeeId}: everything the detail page shows, in the latest API version's shapes. */
export const adminEmployeeDetailSchema = z.strictObject({
  employee: employeeSchema,
  /**
   * What the signed-in person's role sees masked (a viewer: `birthDate`, `address`, and each
   * physical card's mailing address), answered as null; empty for an owner or admin.
   */
  masked: z.array(z.enum(["birthDate", "address"])),
  /** The short reference the person quotes (A1B2C-3D4E5: lib/domain/person/employee-reference.ts). */
  reference: z.string(),
  complete: z.boolean(),
  requirements: z.array(requirementSchema),
  /** Who acts next, as the table says it (lib/domain/onboarding/who-acts.ts); null when complete or a credit decision ended it. */
  waitingOn: waitingOnSchema.nullable(),
  needsHrAction: z.boolean(),
  identityChecks: z.array(adminIdentityCheckSchema),
  paymentMethods: z.array(paymentMethodSchema),
  cards: z.array(cardSchema),
  cardRequests: z.array(adminCardRequestSchema),
  cardChanges: z.array(adminCardChangeSchema),
  agreementAcceptances: z.array(agreementAcceptanceSchema),
  timeline: z.array(timelineEventSchema),
});
export type AdminEmployeeDetail = z.output<typeof adminEmployeeDetailSchema>;

export const IMPORT_STATUSES = ["pending", "running", "held", "completed", "failed", "discarded"] as const;
export const IMPORT_SOURCES = ["admin_upload", "sftp", "command_line"] as const;

/** GET and POST /api/admin/imports/…, PUT …/{importId}/file: one CSV import and its counts. */
export const employeeImportSchema = z.strictObject({
  id: z.string(),
  object: z.literal("employee_import"),
  fileName: z.string().nullable(),
  /** Where the file came from: uploaded on the imports page, received over SFTP, or run from the command line. */
  source: z.enum(IMPORT_SOURCES),
  /** changes: only the people in the file; full: the whole population (those left out become ineligible). */
  mode: z.enum(ELIGIBILITY_FILE_MODES),
  /** held: a full file past the employer's threshold, waiting for an HR admin until heldUntil. */
  status: z.enum(IMPORT_STATUSES),
  rowsRead: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows that matched an employee and changed nothing: no write, no event. */
  unchanged: z.number().int(),
  rejected: z.number().int(),
  madeIneligible: z.number().int(),
  /** A full file, once read: the eligible employees with an Employee ID, and how many of them it leaves out. */
  population: z.number().int().nullable(),
  missing: z.number().int().nullable(),
  heldUntil: nullableTimestamp,
  /** When an HR admin confirmed or discarded it (or it expired). */
  decidedAt: nullableTimestamp,
  failure: z.string().nullable(),
  createdAt: timestamp,
  finishedAt: nullableTimestamp,
});
export type EmployeeImport = z.output<typeof employeeImportSchema>;

/** GET /api/admin/imports: the 20 latest. */
export const employeeImportListSchema = listOf(employeeImportSchema);

/** The latest failed attempt's answer: an HTTP status, or an error (`timeout: …`, `connection_error: …`). */
const attemptAnswerSchema = z.strictObject({ statusCode: z.number().int().nullable(), error: z.string().nullable() });

/**
 * Whether deliveries get through to an endpoint (lib/domain/events/webhook-reachability.ts): since when
 * nothing has (the first failed attempt after the last success), and the answer that stands.
 */
export const webhookReachabilitySchema = z.discriminatedUnion("state", [
  z.strictObject({ state: z.literal("untried") }),
  z.strictObject({ state: z.literal("reachable"), lastSuccessAt: timestamp }),
  z.strictObject({
    state: z.literal("not_reachable"),
    since: timestamp,
    lastAnswer: attemptAnswerSchema.nullable(),
  }),
  z.strictObject({
    state: z.literal("disabled"),
    since: nullableTimestamp,
    disabledAt: timestamp,
    lastAnswer: attemptAnswerSchema.nullable(),
  }),
]);
export type WebhookReachabilityResponse = z.output<typeof webhookReachabilitySchema>;

/**
 * One row of GET /api/admin/webhook-endpoints: the endpoint, its client, whether it is reachable,
 * and its deliveries counted by what they are — waiting (never tried, or failed and due to be
 * retried), of those being retried, given up (failed every retry) — and its attempts in the last
 * 24 hours. The counts are of the deliveries HR may see (its employer's events, and test events).
 */
export const adminWebhookEndpointSchema = webhookEndpointSchema.extend({
  clientName: z.string(),
  reachability: webhookReachabilitySchema,
  deliveries: z.strictObject({
    waiting: z.number().int(),
    retrying: z.number().int(),
    gaveUp: z.number().int(),
  }),
  attemptsLastDay: z.strictObject({ total: z.number().int(), failed: z.number().int() }),
});
export type AdminWebhookEndpoint = z.output<typeof adminWebhookEndpointSchema>;
export const adminWebhookEndpointListSchema = listOf(adminWebhookEndpointSchema);
export type AdminWebhookEndpointList = z.output<typeof adminWebhookEndpointListSchema>;

/** An API client as HR sees it; the secret is stored hashed and shown only when issued. */
export const apiClientSchema = z.strictObject({
  id: z.string(),
  object: z.literal("api_client"),
  name: z.string(),
  secretLastFour: z.string(),
  pinnedApiVersion: z.string().nullable(),
  createdAt: timestamp,
  revokedAt: nullableTimestamp,
});
export type ApiClient = z.output<typeof apiClientSchema>;

/** GET /api/admin/api-clients. */
export const apiClientListSchema = listOf(apiClientSchema);

/** POST /api/admin/api-clients (201): the new client with its secret, shown this once. */
export const createdApiClientSchema = apiClientSchema.extend({ clientSecret: z.string() });
export type CreatedApiClient = z.output<typeof createdApiClientSchema>;

/** POST /api/admin/api-clients/{clientId}/rotate-secret: the new secret, shown this once. */
export const issuedSecretSchema = z.strictObject({ clientId: z.string(), clientSecret: z.string() });
export type IssuedSecret = z.output<typeof issuedSecretSchema>;

/** POST /api/admin/api-clients/{clientId}/revoke. */
export const revokedApiClientSchema = z.strictObject({ id: z.string(), revoked: z.literal(true) });
export type RevokedApiClient = z.output<typeof revokedApiClientSchema>;

/** POST /api/admin/employees/{id}/end-sessions. */
export const sessionsEndedSchema = z.strictObject({ employeeId: z.string(), sessionsEnded: z.literal(true) });
export type SessionsEnded = z.output<typeof sessionsEndedSchema>;

/** GET /api/admin/audit: one record of the audit trail. */
export const auditRecordViewSchema = z.strictObject({
  id: z.string(),
  occurredAt: z.string(),
  actor: z.strictObject({
    /** admin (HR), partner (an API client), employee, system, anonymous (a sign-in that failed). */
    type: z.string(),
    id: z.string(),
    role: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  action: z.string(),
  target: z.strictObject({ type: z.string(), id: z.string() }).nullable(),
  /** Ids, field names, counts and reasons: never a personal value. */
  details: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Its place in the employer's hash chain; null for the few seconds before it is sealed. */
  sequence: z.number().int().nullable(),
});
export type AuditRecordView = z.output<typeof auditRecordViewSchema>;

export const auditPageSchema = z.strictObject({
  data: z.array(auditRecordViewSchema),
  /** Pass as `cursor` for the next (older) page; null on the last. */
  next: z.string().nullable(),
});
export type AuditPage = z.output<typeof auditPageSchema>;
