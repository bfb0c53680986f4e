import { and, asc, eq, inArray } from "drizzle-orm";

import {
  eligibilityFiles,
  employeeImportErrors,
  employeeImports,
  employers,
  type EligibilityFileRow,
  type EmployeeImportRow,
  type FileWarning,
} from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { acknowledgementName, parseProgramFileName } from "@/lib/domain/program/eligibility-file-name";
import { missingPercent } from "@/lib/domain/program/full-file";
import { recordEvent } from "@/lib/events/record-event";

import { createImport } from "../imports/create-import";
import { runImport } from "../imports/run-import";
import { getImportOrThrow } from "../imports/get-import-or-throw";
import { AppError } from "@/lib/errors/app-error";

import { type QueryContext, type ServiceContext, systemContext } from "../context";

import { buildAcknowledgement, NO_COUNTS, type FileCounts, type FileOutcome, type Rejection } from "./acknowledgement";
import { readEmployeeIds, readHeaderProblems } from "./read-rows";
import { SFTP_ACTOR } from "./sftp-actor";
import { contentStream, deleteStoredFile, writeWholeFile } from "./stored-files";

export type Result = {
  outcome: FileOutcome;
  counts: FileCounts;
  warnings: FileWarning[];
  rejections: Rejection[];
  fileError?: { code: string; message: string };
  notices?: Array<{ code: string; message: string }>;
  importId: string | null;
};

/**
 * Imports one queued file (claimed by the worker) through the same import service as the admin
 * page and the CLI, then — in one transaction — writes its acknowledgement to outbound/, removes
 * the upload (its SSNs with it), records the outcome and the `eligibility_file.processed` event.
 * A duplicate of a file already received is acknowledged as such and applies nothing.
 */
export async function processEligibilityFile({
  ctx,
  file,
}: {
  ctx: ServiceContext;
  file: EligibilityFileRow;
}): Promise<FileOutcome> {
  const result = file.duplicateOf
    ? await duplicateResult({ ctx, file })
    : await importFile({ ctx, file }).catch((error: unknown) => {
        // A suspended employer's file is acknowledged as failed, with why, and applies nothing.
        if (error instanceof AppError && error.code === "employer_suspended") return suspendedResult(error);
        throw error;
      });
  await finish({ ctx, file, result });
  return result.outcome;
}

function suspendedResult(error: AppError): Result {
  return {
    outcome: "failed",
    counts: NO_COUNTS,
    warnings: [],
    rejections: [],
    fileError: { code: "employer_suspended", message: error.message },
    importId: null,
  };
}

async function duplicateResult({ ctx, file }: { ctx: ServiceContext; file: EligibilityFileRow }): Promise<Result> {
  const { db } = ctx;
  const [original] = await db.select().from(eligibilityFiles).where(eq(eligibilityFiles.id, file.duplicateOf!));
  const when = original ? ` received ${original.receivedAt.toISOString().replace(/\.\d+Z$/, "Z")}` : "";
  const message = `The same content as ${original?.fileName ?? "an earlier file"}${when}; nothing was applied again.`;
  return {
    outcome: "duplicate",
    counts: NO_COUNTS,
    warnings: [],
    rejections: [],
    fileError: { code: "duplicate_file", message },
    importId: null,
  };
}

async function importFile({
  ctx: serviceCtx,
  file,
}: {
  ctx: ServiceContext;
  file: EligibilityFileRow;
}): Promise<Result> {
  const { db } = serviceCtx;
  const ctx = systemContext(db, SFTP_ACTOR, file.employerId);
  const uploadId = file.uploadId!;
  await markInterrupted({ ctx, importId: file.importId });
  const created = await createImport({ ctx, fileName: file.fileName });
  await db.update(eligibilityFiles).set({ importId: created.id }).where(eq(eligibilityFiles.id, file.id));
  await runImport({
    ctx,
    importId: created.id,
    source: contentStream({ ctx, fileId: uploadId }),
  });
  const report = await getImportOrThrow({ ctx, importId: created.id });

  const warnings: FileWarning[] = [
    ...(parseProgramFileName(file.fileName)
      ? []
      : [
          {
            line: null,
            column: "",
            code: "file_name_unconventional",
            message:
              "The name does not follow <ClientID>_Eligibility_<YYYYMMDD>.csv; the file was imported all the same.",
          },
        ]),
    ...(await readHeaderProblems(contentStream({ ctx, fileId: uploadId }))).map((problem) => ({
      line: 1,
      ...problem,
    })),
  ];
  const counts = fileCounts(report);
  if (report.status === "failed") {
    return {
      outcome: "failed",
      counts,
      warnings,
      rejections: [],
      fileError: { code: "file_not_imported", message: report.failure ?? "The file could not be read as CSV." },
      importId: created.id,
    };
  }
  const errors = await db
    .select()
    .from(employeeImportErrors)
    .where(eq(employeeImportErrors.importId, created.id))
    .orderBy(asc(employeeImportErrors.line), asc(employeeImportErrors.id));
  const ids = await readEmployeeIds(
    contentStream({ ctx, fileId: uploadId }),
    new Set(errors.map((error) => error.line)),
  );
  // An Employee ID that is itself the problem is the rejected value: not repeated.
  const rejections = errors.map((error) => ({
    line: error.line,
    employeeId: error.column === "Employee ID" ? null : (ids.get(error.line) ?? null),
    column: error.column,
    code: error.code,
    message: error.message,
  }));
  const notices = report.mode === "full" ? [await fullFileNotice({ ctx, report })] : [];
  return {
    outcome: report.status === "held" ? "held" : "processed",
    counts,
    warnings,
    rejections,
    notices,
    importId: created.id,
  };
}

export const fileCounts = (report: EmployeeImportRow): FileCounts => ({
  rows: report.rowsRead,
  created: report.created,
  updated: report.updated,
  unchanged: report.unchanged,
  rejected: report.rejected,
  madeIneligible: report.madeIneligible,
});

/** How a full file was read: applied (and whom it made ineligible), or held and why. */
async function fullFileNotice({
  ctx,
  report,
}: {
  ctx: ServiceContext;
  report: EmployeeImportRow;
}): Promise<{ code: string; message: string }> {
  const { db } = ctx;
  if (report.status !== "held") {
    return {
      code: "full_file",
      message: `Read as a full file (the whole population); employees not in it made ineligible: ${report.madeIneligible}.`,
    };
  }
  const [employer] = await db
    .select({ threshold: employers.fullFileThresholdPercent })
    .from(employers)
    .where(eq(employers.id, report.employerId));
  const missing = report.missing ?? 0;
  const population = report.population ?? 0;
  const share = missingPercent({ missing, population });
  return {
    code: "full_file_held",
    message:
      `Read as a full file, it leaves out ${missing} of ${population} eligible employees with an Employee ID (${share}%), more than the ${employer?.threshold ?? 0}% allowed, ` +
      `so nothing of it has been applied. HR can confirm it (the employees it leaves out become ineligible) or discard it on the admin imports page until ${isoSeconds(report.heldUntil!)}; it is discarded then.`,
  };
}

const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d+Z$/, "Z");

/** An import a worker started and never finished (it died): said so, since this attempt starts another. */
export async function markInterrupted({
  ctx,
  importId,
}: {
  ctx: ServiceContext;
  importId: string | null;
}): Promise<void> {
  const { db } = ctx;
  if (!importId) return;
  await db
    .update(employeeImports)
    .set({ status: "failed", failure: "Interrupted; the file was imported again.", finishedAt: new Date() })
    .where(and(eq(employeeImports.id, importId), inArray(employeeImports.status, ["pending", "running"])));
}

/**
 * In one transaction: the acknowledgement written to outbound/, the upload removed, the file's
 * outcome and counts recorded, and `eligibility_file.processed` recorded for the webhooks. Run
 * once when the file is processed, and again when HR decides on a held full file.
 */
export async function finish({
  ctx,
  file,
  result,
}: {
  ctx: ServiceContext;
  file: EligibilityFileRow;
  result: Result;
}): Promise<void> {
  const content = buildAcknowledgement({ fileName: file.fileName, ...result });
  await inTransaction(ctx, async (tx) => {
    const name = await writeAcknowledgement({ ctx: tx, file, content });
    if (file.uploadId) await deleteStoredFile({ ctx: tx, fileId: file.uploadId });
    const { counts } = result;
    await tx.db
      .update(eligibilityFiles)
      .set({
        status: result.outcome,
        importId: result.importId,
        acknowledgementName: name,
        rowsRead: counts.rows,
        created: counts.created,
        updated: counts.updated,
        unchanged: counts.unchanged,
        rejected: counts.rejected,
        madeIneligible: counts.madeIneligible,
        warnings: result.warnings,
        failure: result.fileError?.message ?? null,
        uploadId: null,
        lockedUntil: null,
        processedAt: new Date(),
      })
      .where(eq(eligibilityFiles.id, file.id));
    await recordEvent({
      ctx: tx,
      type: "eligibility_file.processed",
      employerId: file.employerId,
      data: {
        fileId: file.id,
        fileName: file.fileName,
        status: result.outcome,
        importId: result.importId,
        acknowledgementName: name,
        duplicateOf: file.duplicateOf,
        counts,
      },
    });
  });
}

/** `<name>.ack.csv`, or `.ack-2.csv`… when an acknowledgement of that name is still in outbound/. */
async function writeAcknowledgement({
  ctx,
  file,
  content,
}: {
  ctx: QueryContext;
  file: EligibilityFileRow;
  content: Buffer;
}): Promise<string> {
  for (let attempt = 1; attempt <= 100; attempt += 1) {
    const name = acknowledgementName(file.fileName, attempt);
    if (await writeWholeFile({ ctx: ctx, employerId: file.employerId, folder: "outbound", name, content })) return name;
  }
  throw new Error("no free acknowledgement name");
}
