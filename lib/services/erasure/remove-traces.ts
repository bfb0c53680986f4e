import { and, eq, inArray, like, sql } from "drizzle-orm";

import {
  devMailOutbox,
  employeeImportErrors,
  employeeImportRows,
  employeeImports,
  idempotencyKeys,
  type EmployeeRow,
} from "@/db/schema";

import type { QueryContext } from "../context";

/**
 * In the erasure's transaction: the person's data in rows that do not hang from theirs (the
 * employee row's own dependants go with it by foreign key). Stored answers of idempotent requests
 * that show them (creating or changing them answers the employee), the rows of eligibility files
 * not applied yet and the rejection reports that name their Employee ID, and the development
 * outbox's copies of their e-mails.
 */
export async function removeTraces({ ctx, employee }: { ctx: QueryContext; employee: EmployeeRow }): Promise<void> {
  const { db } = ctx;
  // Every answer that shows the person carries their id (ids are random: no other text contains it).
  await db.delete(idempotencyKeys).where(like(idempotencyKeys.responseBody, `%${employee.id}%`));
  if (employee.externalId !== null) {
    const imports = db
      .select({ id: employeeImports.id })
      .from(employeeImports)
      .where(eq(employeeImports.employerId, employee.employerId));
    await db
      .delete(employeeImportRows)
      .where(
        and(inArray(employeeImportRows.importId, imports), eq(employeeImportRows.externalId, employee.externalId)),
      );
    await db
      .update(employeeImportErrors)
      .set({ externalId: null })
      .where(
        and(inArray(employeeImportErrors.importId, imports), eq(employeeImportErrors.externalId, employee.externalId)),
      );
  }
  await db.delete(devMailOutbox).where(sql`lower(${devMailOutbox.to}) = lower(${employee.email})`);
}
