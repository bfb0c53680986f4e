import type { AdminEmployeesFilter } from "@/lib/schemas/admin";

import { recordAudit } from "../audit/record-audit";
import { readEmployeeExport, type ExportedEmployee } from "../admin/export-admin-employees";
import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";
import { loadProgramEmployer } from "../program/program-employer";

/**
 * The employer's data export (docs/operator.md#offboarding): every one of its people with where
 * their onboarding stands, the same columns as HR's export, for the program to hand to the employer
 * at the end of the contract before offboarding erases them. Owners and compliance, with a fresh
 * factor; on record in the employer's trail and the platform's before the first row is read.
 */
export async function exportEmployerData({
  ctx,
  employerId,
}: {
  ctx: ServiceContext;
  employerId: string;
}): Promise<AsyncGenerator<ExportedEmployee>> {
  authorizeOperator({ actor: ctx.actor, permission: "exports.create" });
  await loadProgramEmployer({ ctx, employerId });
  for (const trail of [employerId, null])
    await recordAudit({
      ctx,
      entry: {
        action: "employees.exported",
        employerId: trail,
        target: { type: "employer", id: employerId },
        details: { scope: "offboarding" },
      },
    });
  const query: AdminEmployeesFilter = { status: "all" };
  return readEmployeeExport({ ctx: { ...ctx, employerId }, query });
}
