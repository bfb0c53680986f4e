import { and, eq } from "drizzle-orm";

import { employeeImports } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { ImportRequest } from "../requests";
import { authorize } from "../authorize";

export async function getImportOrThrow({ ctx, importId }: ImportRequest) {
  authorize(ctx.actor, "employees.read");
  const [row] = await ctx.db
    .select()
    .from(employeeImports)
    .where(and(eq(employeeImports.id, importId), eq(employeeImports.employerId, ctx.employerId)));
  if (!row) throw new AppError("not_found", "No import with this id.");
  return row;
}
