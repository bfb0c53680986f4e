import { and, asc, desc, eq } from "drizzle-orm";

import { employeeImportErrors, employeeImports } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";

export async function getImportOrThrow({ ctx, importId }: { ctx: EmployerContext; importId: string }) {
  authorize(ctx.actor, "employees.read");
  const [row] = await ctx.db
    .select()
    .from(employeeImports)
    .where(and(eq(employeeImports.id, importId), eq(employeeImports.employerId, ctx.employerId)));
  if (!row) throw new AppError("not_found", "No import with this id.");
  return row;
}

/** The employer's last 20 imports, newest first. */
export async function listImports({ ctx }: { ctx: EmployerContext }) {
  authorize(ctx.actor, "employees.read");
  return ctx.db
    .select()
    .from(employeeImports)
    .where(eq(employeeImports.employerId, ctx.employerId))
    .orderBy(desc(employeeImports.createdAt))
    .limit(20);
}

/** One page of an import's rejected rows, in file order; the import must be the employer's. */
export async function listImportErrors({
  ctx,
  importId,
  offset,
  limit,
}: {
  ctx: EmployerContext;
  importId: string;
  offset: number;
  limit: number;
}) {
  authorize(ctx.actor, "employees.export");
  const found = await getImportOrThrow({ ctx, importId });
  return ctx.db
    .select()
    .from(employeeImportErrors)
    .where(eq(employeeImportErrors.importId, found.id))
    .orderBy(asc(employeeImportErrors.line), asc(employeeImportErrors.id))
    .offset(offset)
    .limit(limit);
}
