import { and, eq } from "drizzle-orm";

import { employeeImports, type EmployeeImportRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import { actorId, type EmployerContext } from "../context";
import { settleHeldEligibilityFile } from "../eligibility-files/settle-held-file";

import { notHeldDetail } from "./confirm-import";
import { getImportOrThrow } from "../imports/import-queries";
import { clearStagedRows } from "../imports/stage-import-rows";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

/**
 * An HR admin discards a held full file: nothing of it is applied, its sealed rows are removed,
 * and, if it came over SFTP, it is acknowledged again as discarded (the same bytes may be sent
 * again). The rejected-rows report stays.
 */
export async function discardImport({
  ctx,
  importId,
}: {
  ctx: EmployerContext;
  importId: string;
}): Promise<EmployeeImportRow> {
  authorize(ctx.actor, "imports.write");
  const job = await getImportOrThrow({ ctx, importId });
  if (job.status !== "held") throw new AppError("import_not_held", notHeldDetail(job));
  const now = new Date();
  const [claimed] = await ctx.db
    .update(employeeImports)
    .set({ status: "discarded", decidedBy: actorId(ctx.actor), decidedAt: now, finishedAt: now })
    .where(and(eq(employeeImports.id, importId), eq(employeeImports.status, "held")))
    .returning();
  if (!claimed) throw new AppError("import_not_held", "This file has just been decided.");
  await clearStagedRows({ ctx, importId });
  await settleHeldEligibilityFile({ ctx, importId });
  await recordAudit({ ctx, entry: { action: "import.discarded", target: { type: "import", id: importId } } });
  return claimed;
}
