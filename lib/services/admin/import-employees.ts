import type { Readable } from "node:stream";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { employeeImports, employees, payrollSchedules } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import { logger } from "@/lib/logger";

import { actorId, type EmployerContext } from "../context";

import { prepareImportRows, writeImportRows, type ImportProgress } from "./apply-import-rows";
import { loadProjectionContext } from "./import-projection";
import { readImportFile } from "./read-import-file";

/** Rows per chunk: one transaction each, and the progress HR sees moves by this much. */
const CHUNK_ROWS = 1000;
// Chunks written at once, each in its own transaction: PostgreSQL writes one on each of two
// connections while the next is read (on the embedded database they simply take turns).
const WRITERS = 2;
// After a bulk load the planner's statistics are stale; an import of this size analyzes at once.
const ANALYZE_AFTER_ROWS = 10_000;

export type ImportCounts = ImportProgress;

/** An import waiting for its file, recorded with who started it. */
export async function createImport({ ctx, fileName }: { ctx: EmployerContext; fileName: string | null }) {
  const [row] = await ctx.db
    .insert(employeeImports)
    .values({ id: createId("imp"), employerId: ctx.employerId, fileName, createdBy: actorId(ctx.actor) })
    .returning();
  return row!;
}

/**
 * Streams an eligibility CSV: each row is validated with the API's own rules; valid rows are
 * upserted by Employee ID in chunks (one transaction each: new employees inserted, changed ones
 * updated, unchanged ones left alone), rejected rows recorded with the column and the reason
 * (never the value). The next chunk is read, validated and prepared while the last one is written
 * (at most one in flight, so chunks commit in file order); progress is written with every chunk.
 */
export async function runImport({ ctx, importId, source }: { ctx: EmployerContext; importId: string; source: Readable }): Promise<ImportCounts> {
  const { db, employerId } = ctx;
  const counts: ImportCounts = { rowsRead: 0, rejected: 0, created: 0, updated: 0, unchanged: 0 };
  const schedules = new Map(
    (await db.select().from(payrollSchedules).where(eq(payrollSchedules.employerId, employerId))).map((s) => [s.id, s.active]),
  );
  const context = await loadProjectionContext(db, employerId, schedules);
  const writing: Array<Promise<void>> = [];
  await db.update(employeeImports).set({ status: "running" }).where(eq(employeeImports.id, importId));
  try {
    for await (const chunk of readImportFile({ source, schedules, chunkRows: CHUNK_ROWS })) {
      const read = { rowsRead: chunk.rowsRead, rejected: chunk.rejected };
      const prepared = await prepareImportRows(db, { employerId, importId, rows: chunk.rows, errors: chunk.errors, read, context });
      if (writing.length >= WRITERS) await writing.shift();
      const write = writeImportRows(db, prepared, { read, context }).then((applied) => {
        counts.rowsRead = Math.max(counts.rowsRead, read.rowsRead);
        counts.rejected = Math.max(counts.rejected, read.rejected);
        counts.created += applied.created;
        counts.updated += applied.updated;
        counts.unchanged += applied.unchanged;
      });
      // A failure is awaited (and thrown) before the next chunk is written; this only keeps it
      // from being reported as unhandled while the next chunk is read.
      write.catch(() => {});
      writing.push(write);
    }
    for (const write of writing.splice(0)) await write;
    await db.update(employeeImports).set({ status: "completed", finishedAt: new Date() }).where(eq(employeeImports.id, importId));
    if (counts.created + counts.updated >= ANALYZE_AFTER_ROWS) await refreshStatistics(db);
  } catch (error) {
    // Nothing may still be writing when the import is marked failed.
    await Promise.allSettled(writing);
    const failure = error instanceof AppError ? (error.detail ?? error.code) : "The file could not be read as CSV.";
    await db.update(employeeImports).set({ status: "failed", failure, finishedAt: new Date(), ...counts }).where(eq(employeeImports.id, importId));
    if (!(error instanceof AppError) && !(error instanceof Error && "code" in error && String(error.code).startsWith("CSV_"))) throw error;
  }
  return counts;
}

/**
 * The planner's statistics after a bulk load. PostgreSQL's autovacuum then sets the new pages
 * all-visible (index-only scans, the HR table's deep pages) within a minute; the embedded
 * database has no autovacuum, so there the import vacuums itself.
 */
async function refreshStatistics(db: Db): Promise<void> {
  try {
    const [row] = (await db.execute<{ embedded: boolean }>(sql`select current_setting('autovacuum') = 'off' or version() like '%emscripten%' as embedded`)).rows;
    await db.execute(row?.embedded ? sql`vacuum (analyze) ${employees}` : sql`analyze ${employees}`);
  } catch (error) {
    // The import itself is done; a busy or restricted database only delays the statistics.
    logger.warn({ err: error }, "analyze after the eligibility import failed");
  }
}
