import { eq, sql } from "drizzle-orm";

import { employeeImports, employees, type EmployeeImportRow } from "@/db/schema";
import { logger } from "@/lib/logger";

import type { ServiceContext } from "../context";

import { clearStagedRows } from "./stage-import-rows";

/** Rows per chunk: one transaction each, and the progress HR sees moves by this much. */
export const CHUNK_ROWS = 2000;
// After a bulk load the planner's statistics are stale; an import of this size analyzes at once.
const ANALYZE_AFTER_ROWS = 10_000;

export type ImportCounts = Pick<
  EmployeeImportRow,
  "rowsRead" | "rejected" | "created" | "updated" | "unchanged" | "madeIneligible"
>;

/** Marks an import that applied its file completed; refreshes the statistics after a big one. */
export async function completeImport({
  ctx,
  importId,
}: {
  ctx: ServiceContext;
  importId: string;
}): Promise<EmployeeImportRow> {
  const { db } = ctx;
  const [done] = await db
    .update(employeeImports)
    .set({ status: "completed", finishedAt: new Date() })
    .where(eq(employeeImports.id, importId))
    .returning();
  if (done && done.created + done.updated + done.madeIneligible >= ANALYZE_AFTER_ROWS) await refreshStatistics({ ctx });
  return done!;
}

/** Marks an import failed, and drops what a full file had staged (nothing more will apply it). */
export async function failImport({
  ctx,
  importId,
  failure,
}: {
  ctx: ServiceContext;
  importId: string;
  failure: string;
}): Promise<EmployeeImportRow> {
  const { db } = ctx;
  await clearStagedRows({ ctx, importId }).catch((error: unknown) =>
    logger.warn({ err: error, importId }, "could not clear a failed import's staged rows"),
  );
  const [failed] = await db
    .update(employeeImports)
    .set({ status: "failed", failure, finishedAt: new Date() })
    .where(eq(employeeImports.id, importId))
    .returning();
  return failed!;
}

/**
 * The planner's statistics after a bulk load. PostgreSQL's autovacuum then sets the new pages
 * all-visible (index-only scans, the HR table's deep pages) within a minute; where nothing will
 * (the embedded database, or autovacuum turned off) the import vacuums too.
 */
async function refreshStatistics({ ctx }: { ctx: ServiceContext }): Promise<void> {
  const { db } = ctx;
  try {
    const [row] = (
      await db.execute<{ embedded: boolean }>(
        sql`select current_setting('autovacuum') = 'off' or version() like '%emscripten%' as embedded`,
      )
    ).rows;
    await db.execute(row?.embedded ? sql`vacuum (analyze) ${employees}` : sql`analyze ${employees}`);
  } catch (error) {
    // The import itself is done; a busy or restricted database only delays the statistics.
    logger.warn({ err: error }, "analyze after the eligibility import failed");
  }
}
