import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";

import { employeeImports, employers, type EmployeeImportRow } from "@/db/schema";
import { HELD_FILE_DAYS, holdsFullFile } from "@/lib/domain/program/full-file";
import { AppError } from "@/lib/errors/app-error";
import { countImportRows } from "@/lib/telemetry/metrics";
import { inSpan } from "@/lib/telemetry/tracing";

import type { EmployerContext, ServiceContext } from "../context";
import { authorize } from "../authorize";

import { applyChunks, applyStagedFile, loadImportContext } from "./apply-chunks";
import { getImportOrThrow } from "./get-import-or-throw";
import { weighFullFile } from "./make-missing-ineligible";
import { admitImportRows, forgetImportIds } from "./admit-import-rows";
import { readImportFile } from "./read-import-file";
import { stageImportRows } from "./stage-import-rows";
import { type ImportCounts, CHUNK_ROWS, completeImport, failImport } from "./import-employees";

/** An import and the file it reads. */
type ImportFile = { ctx: EmployerContext; importId: string; source: Readable };

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
    const chunks = readImportFile({
      source,
      schedules,
      chunkRows: CHUNK_ROWS,
      admit: (rows) => admitImportRows({ ctx, importId, employerId, rows }),
    });
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
  } finally {
    await forgetImportIds({ ctx, importId });
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
