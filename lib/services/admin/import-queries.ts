import { and, asc, desc, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { employeeImportErrors, employeeImports } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

export async function getImportOrThrow(db: Queryable, { employerId, importId }: { employerId: string; importId: string }) {
  const [row] = await db.select().from(employeeImports).where(and(eq(employeeImports.id, importId), eq(employeeImports.employerId, employerId)));
  if (!row) throw new AppError("not_found", "No import with this id.");
  return row;
}

export async function listImports(db: Queryable, employerId: string) {
  return db.select().from(employeeImports).where(eq(employeeImports.employerId, employerId)).orderBy(desc(employeeImports.createdAt)).limit(20);
}

export async function listImportErrors(db: Queryable, importId: string, { offset, limit }: { offset: number; limit: number }) {
  return db
    .select()
    .from(employeeImportErrors)
    .where(eq(employeeImportErrors.importId, importId))
    .orderBy(asc(employeeImportErrors.line), asc(employeeImportErrors.id))
    .offset(offset)
    .limit(limit);
}

export function serializeImport(row: typeof employeeImports.$inferSelect) {
  return {
    id: row.id,
    object: "employee_import" as const,
    fileName: row.fileName,
    status: row.status,
    rowsRead: row.rowsRead,
    created: row.created,
    updated: row.updated,
    rejected: row.rejected,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
