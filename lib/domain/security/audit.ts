import type { Realm } from "@/lib/domain/accounts/realms";

/**
 * What the audit trail records (issue 26 item 4; docs/security.md#audit-trail). Each action is
 * named `<what>.<verb>`; the details a record carries are ids, field names, counts and reasons,
 * never a personal value (a changed SSN is `fields: ["ssn"]`, not the number).
 */
export const AUDIT_ACTIONS = [
  // HR's own account
  "hr.signed_in",
  "hr.sign_in_failed",
  "hr.signed_out",
  "hr.session_ended",
  "hr.factor_added",
  "hr.factor_removed",
  "hr.factor_failed",
  "hr.recovery_codes_created",
  "hr.step_up",
  "hr.sso_linked",
  // A call refused for the person's role or a step-up they owe (403 role_not_allowed, step_up_required)
  "hr.refused",
  // The team
  "team.invited",
  "team.invite_accepted",
  "team.invite_withdrawn",
  "team.role_changed",
  "team.disabled",
  "team.enabled",
  "team.removed",
  "team.joined_by_sso",
  "team.sso_unlinked",
  "team.sso_link_approved",
  // Employees
  "employee.viewed",
  "employee.created",
  "employee.updated",
  "employee.sessions_ended",
  "employee.erased",
  "employee.invited",
  "employees.exported",
  "employees.invitation_run_started",
  "employees.invitation_run_canceled",
  "import.started",
  "import.confirmed",
  "import.discarded",
  // Cards
  "card.requested",
  "card.locked",
  "card.unlocked",
  "card.closed",
  "card.reported_lost_or_stolen",
  "card.mailed_again",
  "card.limit_raised",
  // The employer's integrations and settings
  "sftp_account.created",
  "sftp_account.password_rotated",
  "sftp_account.key_added",
  "sftp_account.key_removed",
  "sftp_account.revoked",
  "api_client.created",
  "api_client.secret_rotated",
  "api_client.revoked",
  "api_client.version_pinned",
  "webhook_endpoint.created",
  "webhook_endpoint.secret_rotated",
  "webhook_endpoint.deleted",
  "webhook_endpoint.enabled",
  "webhook_delivery.replayed",
  "settings.updated",
  "audit.exported",
  // The chain keyed under the current key from here on (first sealed under it, or a rotation)
  "audit.chain_keyed",
  // The platform's own, in the chain of no employer: a run of npm run keys:rotate
  "keys.rotated",
  // The operators' accounts, in the platform's chain too
  "operator.invited",
  "operator.joined",
  "operator.signed_in",
  "operator.sign_in_failed",
  "operator.signed_out",
  "operator.session_ended",
  "operator.factor_added",
  "operator.factor_removed",
  "operator.factor_failed",
  "operator.recovery_codes_created",
  "operator.step_up",
  "operator.refused",
  "operator.role_changed",
  "operator.disabled",
  "operator.enabled",
  // The program's employers, set up by operators (the platform's chain)
  "employer.created",
  "employer.updated",
  "employer.suspended",
  "employer.reactivated",
  "employer.owner_invited",
  "employer.offboarding_started",
  "employer.offboarded",
  // The program's credit terms (a new version, the program's or an employer's override)
  "terms.published",
  // The program's agreements (a new document, a new version of one)
  "agreement.created",
  "agreement.version_published",
  // The program's partners (a new one, an employer granted or withdrawn; their clients' changes are api_client.*)
  "partner.created",
  "partner.employer_granted",
  "partner.employer_revoked",
  // Support across employers (the platform's chain; the employer's records its own view or fix too)
  "support.people_searched",
  "support.person_viewed",
  "support.invitation_sent",
  "support.signed_out",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a person does with their own account, the same in either realm. */
export type AccountVerb =
  | "signed_in"
  | "sign_in_failed"
  | "signed_out"
  | "session_ended"
  | "factor_added"
  | "factor_removed"
  | "factor_failed"
  | "recovery_codes_created"
  | "step_up"
  | "refused";

/** An account's action as its realm records it: HR's under `hr.`, an operator's under `operator.`. */
export const ACCOUNT_ACTIONS: Readonly<Record<Realm, Readonly<Record<AccountVerb, AuditAction>>>> = {
  hr: {
    signed_in: "hr.signed_in",
    sign_in_failed: "hr.sign_in_failed",
    signed_out: "hr.signed_out",
    session_ended: "hr.session_ended",
    factor_added: "hr.factor_added",
    factor_removed: "hr.factor_removed",
    factor_failed: "hr.factor_failed",
    recovery_codes_created: "hr.recovery_codes_created",
    step_up: "hr.step_up",
    refused: "hr.refused",
  },
  operator: {
    signed_in: "operator.signed_in",
    sign_in_failed: "operator.sign_in_failed",
    signed_out: "operator.signed_out",
    session_ended: "operator.session_ended",
    factor_added: "operator.factor_added",
    factor_removed: "operator.factor_removed",
    factor_failed: "operator.factor_failed",
    recovery_codes_created: "operator.recovery_codes_created",
    step_up: "operator.step_up",
    refused: "operator.refused",
  },
};

/** The target an account's own record names: HR's people are `admin`s in the trail, as before accounts. */
export const accountTarget = (realm: Realm, id: string) => ({ type: realm === "hr" ? "admin" : "operator", id });

export const isAuditAction = (value: unknown): value is AuditAction => AUDIT_ACTIONS.includes(value as AuditAction);

/** What an action is about, for filtering: the part before the dot. */
export const auditCategory = (action: AuditAction): string => action.slice(0, action.indexOf("."));

export const AUDIT_CATEGORIES = [...new Set(AUDIT_ACTIONS.map(auditCategory))];

/** The records' retention when AUDIT_RETENTION_DAYS is not set: seven years, leap days included. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 2557;

/** When a record written at `occurredAt` may be purged. */
export function auditRetainUntil(occurredAt: Date, retentionDays: number): Date {
  return new Date(occurredAt.getTime() + retentionDays * 24 * 60 * 60 * 1000);
}
