import type { InvitationRunView } from "@/lib/services/admin/invitation-run-progress";
import type { InvitationRun } from "@/lib/schemas/responses/admin-employees";
import type { ApiClientRow, EmployeeImportRow } from "@/db/schema";
import type { CardResponse } from "@/lib/schemas/responses/card";
import type { EmployeeResponse } from "@/lib/schemas/responses/employee";
import type { AdminEmployeeRow, WaitingOnView } from "@/lib/schemas/responses/admin-employees";
import type { ApiClient, CreatedApiClient } from "@/lib/schemas/responses/admin-api-clients";
import type { EmployeeImport } from "@/lib/schemas/responses/admin-imports";
import type { listAdminEmployees } from "@/lib/services/admin/list-admin-employees";
import { SFTP_ACTOR } from "@/lib/services/eligibility-files/sftp-actor";
import type { ProjectionColumns } from "@/lib/services/onboarding/refresh-requirements-projection";

// The HR admin area's own shapes (cookie API, not the partner document).

export function serializeApiClient(client: ApiClientRow): ApiClient;
export function serializeApiClient(client: ApiClientRow, secret: string): CreatedApiClient;
export function serializeApiClient(client: ApiClientRow, secret?: string): ApiClient | CreatedApiClient {
  return {
    id: client.id,
    object: "api_client" as const,
    name: client.name,
    secretLastFour: client.secretLastFour,
    pinnedApiVersion: client.pinnedApiVersion,
    createdAt: client.createdAt.toISOString(),
    revokedAt: client.revokedAt?.toISOString() ?? null,
    ...(secret ? { clientSecret: secret } : {}),
  };
}

export function serializeImport(row: EmployeeImportRow): EmployeeImport {
  return {
    id: row.id,
    object: "employee_import" as const,
    fileName: row.fileName,
    // Who ran it (lib/services/context.ts actorId): an HR admin's id, the SFTP door, or a CLI.
    source: row.createdBy.startsWith("adm_") ? "admin_upload" : row.createdBy === SFTP_ACTOR ? "sftp" : "command_line",
    mode: row.mode,
    status: row.status,
    rowsRead: row.rowsRead,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    rejected: row.rejected,
    madeIneligible: row.madeIneligible,
    population: row.population,
    missing: row.missing,
    heldUntil: row.heldUntil?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

type ListedEmployee = Awaited<ReturnType<typeof listAdminEmployees>>["rows"][number];

/** Who acts next, from the projection's columns (lib/domain/onboarding/who-acts.ts); null when nobody is waited on. */
export function waitingOnView(
  columns: Pick<ProjectionColumns, "waitingOnOwner" | "waitingOnRequirement" | "waitingOnStatus">,
): WaitingOnView | null {
  const { waitingOnOwner: owner, waitingOnRequirement: requirement, waitingOnStatus: status } = columns;
  return owner && requirement && status ? { owner, requirement, status } : null;
}

/** One row of the HR employees table: the person, their progress and who they are waiting on. */
export function serializeAdminEmployeeRow(row: ListedEmployee): AdminEmployeeRow {
  const { waitingOnOwner, waitingOnRequirement, waitingOnStatus, invitedAt, lastActiveAt, createdAt, ...rest } = row;
  return {
    ...rest,
    waitingOn: waitingOnView({ waitingOnOwner, waitingOnRequirement, waitingOnStatus }),
    invitedAt: invitedAt?.toISOString() ?? null,
    lastActiveAt: lastActiveAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

/** What a role without `employees.read_unmasked` (a viewer) gets as null. */
export const MASKED_FOR_VIEWERS = ["birthDate", "address"] as const;

/** The employee with the date of birth and the full address left out: masked here, whatever page asks. */
export const maskEmployee = (employee: EmployeeResponse): EmployeeResponse => ({
  ...employee,
  birthDate: null,
  address: null,
});

/** A card with its mailing address left out. */
export const maskCard = (card: CardResponse): CardResponse =>
  card.physicalCard
    ? { ...card, physicalCard: { ...card.physicalCard, shipping: { ...card.physicalCard.shipping, address: null } } }
    : card;

export function serializeInvitationRun(run: InvitationRunView): InvitationRun {
  return {
    id: run.id,
    object: "invitation_run",
    status: run.status,
    filter: Object.fromEntries(Object.entries(run.filter).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >,
    selected: run.selected,
    skipped: run.skipped,
    recipients: run.recipients,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    canceledAt: run.canceledAt?.toISOString() ?? null,
  };
}
