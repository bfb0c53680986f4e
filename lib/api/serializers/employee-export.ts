import { REQUIREMENT_KEYS, requirementTitle, type RequirementKey } from "@/lib/domain/onboarding/requirements";
import type { WaitingOwner, WaitingStatus } from "@/lib/domain/onboarding/waiting-on";
import type { ExportedEmployee, ExportedState } from "@/lib/services/admin/export-admin-employees";

// The HR table's CSV export, in words a spreadsheet reader understands: the import file's own
// "Employee ID" for the employer's id, the requirements by their titles, dates as ISO 8601 (UTC).

const OWNERS: Record<WaitingOwner, string> = {
  hr: "HR",
  partner: "Partner",
  employee: "Employee",
  provider: "Provider",
  stopped: "Stopped",
};
const STATUSES: Record<WaitingStatus, string> = {
  missing: "missing",
  invalid: "invalid",
  pending: "in progress",
  failed: "failed",
  blocked: "blocked",
};
const STATES: Record<ExportedState, string> = { met: "Met", unmet: "Not met", blocked: "Waiting for an earlier step" };
// HR learns only whether a credit decision was made (lib/domain/onboarding/requirements-for-hr.ts): the ATR column says so.
const CREDIT_DECISION: Record<ExportedState, string> = {
  met: "Made",
  unmet: "Not made yet",
  blocked: "Waiting for an earlier step",
};
const title = (key: RequirementKey) => (key === "atr" ? "Credit decision" : requirementTitle(key));

export const EMPLOYEE_EXPORT_COLUMNS = [
  "Employee ID",
  "System ID",
  "First Name",
  "Last Name",
  "Email",
  "Complete",
  "Requirements Met",
  "Waiting On",
  "Needs HR Action",
  "Invite Sent",
  "Last Active",
  ...REQUIREMENT_KEYS.map(title),
];

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** One CSV record, in EMPLOYEE_EXPORT_COLUMNS' order. */
export function employeeExportRecord(row: ExportedEmployee): string[] {
  const waiting = !row.waitingOn
    ? ""
    : row.waitingOn.owner === "stopped"
      ? `Stopped: ${title(row.waitingOn.requirement)}`
      : `${OWNERS[row.waitingOn.owner]}: ${title(row.waitingOn.requirement)} (${STATUSES[row.waitingOn.status]})`;
  return [
    row.externalId ?? "",
    row.id,
    row.firstName,
    row.lastName,
    row.email,
    yesNo(row.complete),
    `${row.fulfilled} of ${REQUIREMENT_KEYS.length}`,
    waiting,
    yesNo(row.needsHrAction),
    row.invitedAt?.toISOString() ?? "",
    row.lastActiveAt?.toISOString() ?? "",
    ...REQUIREMENT_KEYS.map((key) => (key === "atr" ? CREDIT_DECISION : STATES)[row.states[key]]),
  ];
}
