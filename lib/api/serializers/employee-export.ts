import { REQUIREMENT_KEYS, requirementTitle } from "@/lib/domain/requirements";
import type { WaitingOwner, WaitingStatus } from "@/lib/domain/waiting-on";
import type { ExportedEmployee, ExportedState } from "@/lib/services/admin/export-admin-employees";

// The HR table's CSV export, in words a spreadsheet reader understands: the import file's own
// "Employee ID" for the employer's id, the requirements by their titles, dates as ISO 8601 (UTC).

const OWNERS: Record<WaitingOwner, string> = { hr: "HR", partner: "Partner", employee: "Employee", provider: "Provider" };
const STATUSES: Record<WaitingStatus, string> = { missing: "missing", invalid: "invalid", pending: "in progress", failed: "failed", blocked: "blocked" };
const STATES: Record<ExportedState, string> = { met: "Met", unmet: "Not met", blocked: "Waiting for an earlier step" };

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
  ...REQUIREMENT_KEYS.map(requirementTitle),
];

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** One CSV record, in EMPLOYEE_EXPORT_COLUMNS' order. */
export function employeeExportRecord(row: ExportedEmployee): string[] {
  const waiting = row.waitingOn ? `${OWNERS[row.waitingOn.owner]}: ${requirementTitle(row.waitingOn.requirement)} (${STATUSES[row.waitingOn.status]})` : "";
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
    ...REQUIREMENT_KEYS.map((key) => STATES[row.states[key]]),
  ];
}
