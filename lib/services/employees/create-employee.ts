import { employees, type EmployeeRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { validationFailed } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import type { CreateEmployeeInput } from "@/lib/schemas/employee";
import { recordEvent } from "@/lib/events/record-event";

import { type EmployerContext } from "../context";
import { checkPayrollSchedule } from "../employers/check-payroll-schedule";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";

import { newEmployeeColumns } from "../employee-columns";
import { rethrowExternalIdConflict } from "./external-id-conflict";
import { assertSsnFree, rethrowSsnTaken } from "./ssn-taken";
import { authorize } from "../authorize";
import { assertEmployerActive } from "../employers/employer-active";
import { recordAudit } from "../audit/record-audit";

export async function createEmployee({
  ctx,
  input,
}: {
  ctx: EmployerContext;
  input: CreateEmployeeInput;
}): Promise<EmployeeRow> {
  authorize(ctx.actor, "employees.write");
  const { employerId } = ctx;
  const id = createId("empl");
  const columns = newEmployeeColumns(id, employerId, input);
  return inTransaction(ctx, async (tx) => {
    await assertEmployerActive({ ctx: tx, employerId });
    if (input.payrollScheduleId != null) {
      const problem = await checkPayrollSchedule({
        ctx: tx,
        employerId,
        scheduleId: input.payrollScheduleId,
      });
      if (problem) throw validationFailed([problem]);
    }
    await assertSsnFree({ ctx: tx, employeeId: id, fingerprint: columns.ssnFingerprint });
    const [row] = await tx.db.insert(employees).values(columns).returning();
    await recordEvent({ ctx: tx, type: "employee.created", employerId, employeeId: id, data: { employeeId: id } });
    await recordAudit({
      ctx: tx,
      entry: { action: "employee.created", target: { type: "employee", id } },
    });
    await refreshRequirementsProjection({ ctx: tx, employeeId: id });
    return row!;
  })
    .catch((error: unknown) => rethrowSsnTaken({ ctx, error, employeeId: id, fingerprint: columns.ssnFingerprint }))
    .catch(rethrowExternalIdConflict);
}
