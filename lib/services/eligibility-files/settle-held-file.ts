import { and, eq } from "drizzle-orm";

import { eligibilityFiles, employeeImports } from "@/db/schema";
import { HELD_FILE_DAYS } from "@/lib/domain/program/full-file";

import type { ServiceContext } from "../context";

import { NO_COUNTS } from "./acknowledgement";
import { fileCounts, finish, type Result } from "./process-eligibility-file";

/**
 * A held full file that came over SFTP, once HR has decided (or it expired): acknowledged again
 * in outbound/ (`….ack-2.csv`) with the outcome and the final counts, and
 * `eligibility_file.processed` sent again with it. The rejected rows were listed in the first
 * acknowledgement, written when the file was held. Nothing to do for an upload on the page or
 * the command line.
 */
export async function settleHeldEligibilityFile({
  ctx,
  importId,
}: {
  ctx: ServiceContext;
  importId: string;
}): Promise<void> {
  const { db } = ctx;
  const [file] = await db
    .select()
    .from(eligibilityFiles)
    .where(and(eq(eligibilityFiles.importId, importId), eq(eligibilityFiles.status, "held")));
  if (!file) return;
  const [report] = await db.select().from(employeeImports).where(eq(employeeImports.id, importId));
  if (!report) return;
  const decided = report.decidedAt?.toISOString().replace(/\.\d+Z$/, "Z") ?? "";
  const base = { warnings: [], rejections: [], importId };
  let result: Result;
  if (report.status === "completed") {
    const notices = [
      {
        code: "held_file_confirmed",
        message: `Confirmed by HR at ${decided} and applied; employees not in it made ineligible: ${report.madeIneligible}.`,
      },
    ];
    result = { ...base, outcome: "processed", counts: fileCounts(report), notices };
  } else if (report.status === "discarded") {
    const fileError = report.decidedBy
      ? {
          code: "held_file_discarded",
          message: `Discarded by HR at ${decided}; nothing of it was applied. The same file may be sent again.`,
        }
      : {
          code: "held_file_expired",
          message: `Not confirmed within ${HELD_FILE_DAYS} days; discarded at ${decided}, nothing of it was applied.`,
        };
    result = {
      ...base,
      outcome: "discarded",
      counts: { ...NO_COUNTS, rows: report.rowsRead, rejected: report.rejected },
      fileError,
    };
  } else {
    const fileError = {
      code: "processing_failed",
      message: "Confirmed by HR, but it could not be applied; nothing more will be applied from it. Send it again.",
    };
    result = { ...base, outcome: "failed", counts: fileCounts(report), fileError };
  }
  await finish({ ctx, file, result });
}
