import type { Db } from "@/db/client";
import { employees, type EmployeeRow } from "@/db/schema";
import { validationFailed } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import type { CreateEmployeeInput } from "@/lib/schemas/employee";

import { checkPayrollSchedule } from "../employers/check-payroll-schedule";
import { recordEvent } from "../events/record-event";

import { documentColumns } from "./employee-columns";
import { rethrowExternalIdConflict } from "./external-id-conflict";

export async function createEmployee({
  db,
  employerId,
  input,
}: {
  db: Db;
  employerId: string;
  input: CreateEmployeeInput;
}): Promise<EmployeeRow> {
  const id = createId("empl");
  return db
    .transaction(async (tx) => {
      if (input.payrollScheduleId != null) {
        const problem = await checkPayrollSchedule(tx, employerId, input.payrollScheduleId);
        if (problem) throw validationFailed([problem]);
      }
      const [row] = await tx
        .insert(employees)
        .values({ id, employerId, ...documentColumns(id, input), firstName: input.firstName, lastName: input.lastName, email: input.email })
        .returning();
      await recordEvent(tx, { type: "employee.created", employerId, employeeId: id, data: { employeeId: id } });
      return row!;
    })
    .catch(rethrowExternalIdConflict);
}
