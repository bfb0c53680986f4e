import { and, eq, gt } from "drizzle-orm";

import { employeeImports, type EmployeeImportRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { ImportRequest } from "../requests";
import { settleHeldEligibilityFile } from "../eligibility-files/settle-held-file";

import { applyStagedFile, loadImportContext } from "../imports/apply-chunks";
import { expireHeldImports } from "./expire-held-imports";
import { decideHeldImport, getHeldImportOrThrow } from "./held-import";
import { completeImport, failImport } from "../imports/import-employees";
import { getImportOrThrow } from "../imports/get-import-or-throw";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

/**
 * An HR admin confirms a held full file: it is applied as it was read — its rows, then everyone it
 * leaves out made ineligible — and, if it came over SFTP, acknowledged again with the outcome.
 * Refused once a later file of the employer has been applied (confirming would undo that file's
 * changes: a new hire it added would be left out), and once the file has expired or been decided.
 */
export async function confirmImport({ ctx, importId }: ImportRequest): Promise<EmployeeImportRow> {
  authorize(ctx.actor, "imports.write");
  const { db, employerId } = ctx;
  await expireHeldImports({ ctx });
  const job = await getHeldImportOrThrow({ ctx, importId });
  const [later] = await db
    .select({ id: employeeImports.id })
    .from(employeeImports)
    .where(
      and(
        eq(employeeImports.employerId, employerId),
        eq(employeeImports.status, "completed"),
        gt(employeeImports.createdAt, job.createdAt),
      ),
    )
    .limit(1);
  if (later)
    throw new AppError(
      "import_superseded",
      "A later eligibility file has been applied since this one was held; discard it and send a fresh full file.",
    );
  await decideHeldImport({ ctx, importId, status: "running" });
  try {
    const { context } = await loadImportContext({ ctx, employerId });
    await applyStagedFile({ ctx, employerId, importId, context });
    await completeImport({ ctx, importId });
  } catch (error) {
    await failImport({
      ctx,
      importId,
      failure: "The file could not be applied; nothing more will be. Send it again.",
    });
    await settleHeldEligibilityFile({ ctx, importId });
    throw error;
  }
  await settleHeldEligibilityFile({ ctx, importId });
  await recordAudit({ ctx, entry: { action: "import.confirmed", target: { type: "import", id: importId } } });
  return getImportOrThrow({ ctx, importId });
}
