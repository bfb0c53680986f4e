/**
 * HR roles (issue 26; docs/admin.md#roles). Each employer's HR people have one role:
 * - owner: everything, including the team, SFTP accounts, API clients, webhooks and settings;
 * - admin: employees — view, add, edit, invite, import, export, card actions;
 * - viewer: reads employees, masked (no full address or date of birth), and exports nothing.
 * The use cases ask `mayAct(actor, permission)`; the HTTP layer only authenticates.
 */
export const HR_ROLES = ["owner", "admin", "viewer"] as const;
export type HrRole = (typeof HR_ROLES)[number];

export const isHrRole = (value: unknown): value is HrRole => HR_ROLES.includes(value as HrRole);

/** What HR does, each a permission one or more roles hold. */
export const HR_PERMISSIONS = {
  /** The employees table, the funnel, one person's page (masked for a viewer), imports' history. */
  "employees.read": ["owner", "admin", "viewer"],
  /** Full address and date of birth on the person's page. */
  "employees.read_unmasked": ["owner", "admin"],
  /** Add and change employees (employment, eligibility, payroll schedule). */
  "employees.write": ["owner", "admin"],
  /** Sign a person out everywhere: their portal sessions and unused sign-in links stop working. */
  "employees.sign_out": ["owner", "admin"],
  /** Erase a person for good (docs/data-retention.md#erasure): cards cancelled, personal data removed. */
  "employees.erase": ["owner", "admin"],
  /** Invite e-mails, each sent to the person's own address. */
  "employees.invite": ["owner", "admin"],
  /** An invite link handed to HR to pass on: whoever holds it signs in as the person. */
  "employees.invite_link": ["owner", "admin"],
  /** The employees CSV and the rejected-rows reports. */
  "employees.export": ["owner", "admin"],
  /** Eligibility imports: upload, confirm or discard a held full file. */
  "imports.write": ["owner", "admin"],
  /** Lock, unlock, close, report lost or stolen, mail again. */
  "cards.write": ["owner", "admin"],
  /** The team: invite, change roles, disable, remove, end a teammate's sessions. */
  "team.manage": ["owner"],
  /** SFTP accounts and their keys. */
  "sftp.manage": ["owner"],
  /** API clients and their secrets. */
  "api_clients.manage": ["owner"],
  /** Webhook endpoints' deliveries: replay, re-enable. Reading them is owner-only too (they name partner URLs). */
  "webhooks.manage": ["owner"],
  /** The HR contact, eligibility-file settings, MFA and single sign-on. */
  "settings.manage": ["owner"],
  /** The audit trail and its CSV. */
  "audit.read": ["owner"],
} as const satisfies Record<string, readonly HrRole[]>;

export type HrPermission = keyof typeof HR_PERMISSIONS;

export function roleMay(role: HrRole, permission: HrPermission): boolean {
  return (HR_PERMISSIONS[permission] as readonly HrRole[]).includes(role);
}

/** Ordered from most to least: for "the highest role wins" and for listing. */
export const roleRank = (role: HrRole): number => HR_ROLES.indexOf(role);
