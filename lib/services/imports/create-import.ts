import { eq } from "drizzle-orm";

import { employeeImports, employers } from "@/db/schema";
import { importMode, type EligibilityFileMode } from "@/lib/domain/program/full-file";
import { createId } from "@/lib/ids";

import { actorId, type EmployerContext } from "../context";
import { authorize } from "../authorize";
import { employerSuspended } from "../employers/employer-active";
import { recordAudit } from "../audit/record-audit";

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
    .select({ mode: employers.eligibilityFileMode, suspendedAt: employers.suspendedAt })
    .from(employers)
    .where(eq(employers.id, ctx.employerId));
  if (employer?.suspendedAt) throw employerSuspended();
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
