import type { EmployeeImportRow } from "@/db/schema";

import type { ImportRequest } from "../requests";
import { settleHeldEligibilityFile } from "../eligibility-files/settle-held-file";

import { decideHeldImport, getHeldImportOrThrow } from "./held-import";
import { clearStagedRows } from "../imports/stage-import-rows";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

/**
 * An HR admin discards a held full file: nothing of it is applied, its sealed rows are removed,
 * and, if it came over SFTP, it is acknowledged again as discarded (the same bytes may be sent
 * again). The rejected-rows report stays.
 */
export async function discardImport({ ctx, importId }: ImportRequest): Promise<EmployeeImportRow> {
  authorize(ctx.actor, "imports.write");
  await getHeldImportOrThrow({ ctx, importId });
  const claimed = await decideHeldImport({ ctx, importId, status: "discarded" });
  await clearStagedRows({ ctx, importId });
  await settleHeldEligibilityFile({ ctx, importId });
  await recordAudit({ ctx, entry: { action: "import.discarded", target: { type: "import", id: importId } } });
  return claimed;
}
