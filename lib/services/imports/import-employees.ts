import type { Readable } from "node:stream";

import { eq, sql } from "drizzle-orm";

import { employeeImports, employees, employers, type EmployeeImportRow } from "@/db/schema";
import { HELD_FILE_DAYS, holdsFullFile, importMode, type EligibilityFileMode } from "@/lib/domain/program/full-file";
import { AppError } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import { logger } from "@/lib/logger";
import { countImportRows } from "@/lib/telemetry/metrics";
import { inSpan } from "@/lib/telemetry/tracing";

import { actorId, type EmployerContext, type ServiceContext } from "../context";

import { applyChunks, applyStagedFile, loadImportContext } from "./apply-chunks";
import { getImportOrThrow } from "./import-queries";
import { weighFullFile } from "./make-missing-ineligible";
import { readImportFile } from "./read-import-file";
import { clearStagedRows, stageImportRows } from "./stage-import-rows";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

/** Rows per chunk: one transaction each, and the progress HR sees moves by this much. */
export const CHUNK_ROWS = 2000;
// After a bulk load the planner's statistics are stale; an import of this size analyzes at once.
const ANALYZE_AFTER_ROWS = 10_000;

export type ImportCounts = Pick<
  EmployeeImportRow,
  "rowsRead" | "rejected" | "created" | "updated" | "unchanged" | "madeIneligible"
>;

/** An import and the file it reads. */
type ImportFile = { ctx: EmployerContext; importId: string; source: Readable };

/**
 * An import waiting for its file, recorded with who started it and how the file will be read:
 * as asked (`mode`), else full when its name ends in `_FULL.csv`, else the employer's setting.
 */
export async function createImport({
  ctx,
  fileName,
  mode,
}: {
  ctx: EmployerContext;
  fileName: string | null;
  mode?: EligibilityFileMode;
}) {
  authorize(ctx.actor, "imports.write");
  const [employer] = await ctx.db
    .select({ mode: employers.eligibilityFileMode })
    .from(employers)
    .where(eq(employers.id, ctx.employerId));
  const [row] = await ctx.db
    .insert(employeeImports)
    .values({
      id: createId("imp"),
      employerId: ctx.employerId,
      fileName,
      mode: importMode({ requested: mode, fileName, setting: employer?.mode ?? "changes" }),
      createdBy: actorId(ctx.actor),
    })
    .returning();
  await recordAudit({
    ctx,
    entry: { action: "import.started", target: { type: "import", id: row!.id }, details: { mode: row!.mode } },
  });
  return row!;
}

/**
 * Streams an eligibility CSV: each row is validated with the API's own rules; rejected rows are
 * recorded with the column and the reason (never the value). A file of changes is applied as it
 * is read, in chunks (apply-chunks.ts). A full file is read whole first (its rows sealed while
 * they wait), weighed — how many of the employer's population it leaves out — and then applied
 * with those people made ineligible, or, past the employer's threshold, held for an HR admin to
 * confirm or discard (confirm-import.ts). Returns the import's counts.
 */
export async function runImport({ ctx, importId, source }: ImportFile): Promise<ImportCounts> {
  // One span per import, whichever door it came through (HR upload, CLI, SFTP), and its rows counted.
  return inSpan("import employees", { attributes: { "import.id": importId } }, async () => {
    const counts = await importFile({ ctx, importId, source });
    countImportRows(counts.rowsRead - counts.rejected, counts.rejected);
    return counts;
  });
}

async function importFile({ ctx, importId, source }: ImportFile): Promise<ImportCounts> {
  authorize(ctx.actor, "imports.write");
  const { db, employerId } = ctx;
  const job = await getImportOrThrow({ ctx, importId });
  const { schedules, context } = await loadImportContext({ ctx, employerId });
  await db.update(employeeImports).set({ status: "running" }).where(eq(employeeImports.id, importId));
  try {
    const chunks = readImportFile({ source, schedules, chunkRows: CHUNK_ROWS });
    if (job.mode === "full") {
      for await (const chunk of chunks) await stageImportRows({ ctx, importId, chunk });
      if (await holdIfPastThreshold({ ctx, employerId, importId }))
        return countsOf(await getImportOrThrow({ ctx, importId }));
      await applyStagedFile({ ctx, employerId, importId, context });
    } else {
      await applyChunks({ ctx, employerId, importId, context, chunks });
    }
    const done = await completeImport({ ctx, importId });
    return countsOf(done);
  } catch (error) {
    const failure = error instanceof AppError ? (error.detail ?? error.code) : "The file could not be read as CSV.";
    const failed = await failImport({ ctx, importId, failure });
    if (
      !(error instanceof AppError) &&
      !(error instanceof Error && "code" in error && String(error.code).startsWith("CSV_"))
    )
      throw error;
    return countsOf(failed);
  }
}

/** Weighs a staged full file against the employer's threshold; past it, the import is held. */
async function holdIfPastThreshold({
  ctx,
  employerId,
  importId,
}: {
  ctx: ServiceContext;
  employerId: string;
  importId: string;
}): Promise<boolean> {
  const { db } = ctx;
  const weighed = await weighFullFile({ ctx, employerId, importId });
  const [employer] = await db
    .select({ threshold: employers.fullFileThresholdPercent })
    .from(employers)
    .where(eq(employers.id, employerId));
  const held = holdsFullFile({ ...weighed, thresholdPercent: employer?.threshold ?? 0 });
  const heldUntil = held ? new Date(Date.now() + HELD_FILE_DAYS * 24 * 60 * 60 * 1000) : null;
  await db
    .update(employeeImports)
    .set({ ...weighed, ...(held ? { status: "held" as const, heldUntil } : {}) })
    .where(eq(employeeImports.id, importId));
  return held;
}

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

const countsOf = ({
  rowsRead,
  rejected,
  created,
  updated,
  unchanged,
  madeIneligible,
}: EmployeeImportRow): ImportCounts => ({
  rowsRead,
  rejected,
  created,
  updated,
  unchanged,
  madeIneligible,
});

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
