import { and, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { employees, type EmployeeRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

/** Scoped by employer: an employee of another employer is simply not found. */
export async function getEmployeeOrThrow(
  db: Queryable,
  { employerId, employeeId, forUpdate = false }: { employerId: string; employeeId: string; forUpdate?: boolean },
): Promise<EmployeeRow> {
  const query = db
    .select()
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.employerId, employerId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw employeeNotFound();
  return row;
}

export const employeeNotFound = () => new AppError("employee_not_found", "No employee with this id exists for the employer.");
