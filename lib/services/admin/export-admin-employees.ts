import { asc } from "drizzle-orm";

import { employees } from "@/db/schema";
import { dependenciesOf, REQUIREMENT_KEYS, type RequirementKey } from "@/lib/domain/onboarding/requirements";
import type { WaitingOwner, WaitingStatus } from "@/lib/domain/onboarding/waiting-on";
import type { AdminEmployeesFilter } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";

import { adminEmployeeFilter } from "./list-admin-employees";
import { recordAudit } from "../audit/record-audit";
import { authorize } from "../authorize";
import { requireStepUp } from "../accounts/step-up";

const PAGE = 2000;

/** Met; unmet; or unmet only because one it depends on is unmet too. */
export type ExportedState = "met" | "unmet" | "blocked";

export type ExportedEmployee = {
  id: string;
  externalId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  complete: boolean;
  fulfilled: number;
  waitingOn: { owner: WaitingOwner; requirement: RequirementKey; status: WaitingStatus } | null;
  needsHrAction: boolean;
  invitedAt: Date | null;
  lastActiveAt: Date | null;
  states: Record<RequirementKey, ExportedState>;
};

function statesOf(unmetKeys: readonly RequirementKey[]): Record<RequirementKey, ExportedState> {
  const unmet = new Set(unmetKeys);
  const state = (key: RequirementKey): ExportedState =>
    !unmet.has(key) ? "met" : dependenciesOf(key).some((dependency) => unmet.has(dependency)) ? "blocked" : "unmet";
  return Object.fromEntries(REQUIREMENT_KEYS.map((key) => [key, state(key)])) as Record<RequirementKey, ExportedState>;
}

/**
 * The filtered employees table, row by row, read in pages so 100,000 rows never sit in memory at
 * once; each row with who the person waits on and its 12 requirement states. Always the employer in
 * scope. Decided and recorded in the audit trail (with the filters, which hold no personal value
 * but the search text, left out) before the first row is read, so a refusal is an answer and
 * not a broken download.
 */
export async function exportAdminEmployees({
  ctx,
  query,
}: {
  ctx: EmployerContext;
  query: AdminEmployeesFilter;
}): Promise<AsyncGenerator<ExportedEmployee>> {
  authorize(ctx.actor, "employees.export");
  await requireStepUp({ ctx });
  const { q, ...filters } = query;
  await recordAudit({
    ctx,
    entry: { action: "employees.exported", employerId: ctx.employerId, details: { filters, searched: Boolean(q) } },
  });
  return readEmployeeExport({ ctx, query });
}

/**
 * The employer's people as the export has them, in pages (the caller has decided who may read them
 * and recorded it): HR's filtered table, or every person of an employer the program offboards.
 */
export async function* readEmployeeExport({
  ctx,
  query,
}: {
  ctx: EmployerContext;
  query: AdminEmployeesFilter;
}): AsyncGenerator<ExportedEmployee> {
  const where = adminEmployeeFilter(ctx.employerId, query);
  for (let offset = 0; ; offset += PAGE) {
    const rows = await ctx.db
      .select()
      .from(employees)
      .where(where)
      .orderBy(asc(employees.lastName), asc(employees.id))
      .limit(PAGE)
      .offset(offset);
    for (const row of rows) {
      const { waitingOnOwner: owner, waitingOnRequirement: requirement, waitingOnStatus: status } = row;
      yield {
        id: row.id,
        externalId: row.externalId,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        complete: row.requirementsComplete,
        fulfilled: row.requirementsFulfilled,
        waitingOn: owner && requirement && status ? { owner, requirement, status } : null,
        needsHrAction: row.needsHrAction,
        invitedAt: row.invitedAt,
        lastActiveAt: row.lastActiveAt,
        states: statesOf(row.requirementsUnmet),
      };
    }
    if (rows.length < PAGE) break;
  }
}
