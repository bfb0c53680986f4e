import { asc, eq } from "drizzle-orm";

import { employeeImportErrors } from "@/db/schema";

import type { ImportRequest } from "../requests";
import { authorize } from "../authorize";

import { getImportOrThrow } from "./get-import-or-throw";

/** One page of an import's rejected rows, in file order; the import must be the employer's. */
export async function listImportErrors({
  ctx,
  importId,
  offset,
  limit,
}: ImportRequest & { offset: number; limit: number }) {
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
