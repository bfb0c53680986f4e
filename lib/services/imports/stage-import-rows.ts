import { and, asc, eq, gt } from "drizzle-orm";

import { bulkInsert } from "@/db/bulk-insert";
import { employeeImportErrors, employeeImportRows, employeeImports } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { decrypt, encrypt } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";

import type { QueryContext, ServiceContext } from "../context";

import type { ImportInput } from "./import-row";
import type { ImportRow, ReadChunk } from "./read-import-file";

// A full file is read whole before anything of it is applied (whether it is held depends on who
// it leaves out): its rows wait in employee_import_rows, each valid row sealed whole under a key
// bound to its import and line, and come back in file order when the file is applied.

const sealContext = sealingContexts.importRow;

/**
 * One chunk of a full file, in one transaction: its valid rows sealed, the Employee IDs of its
 * rejected rows (they still name people in the population), their problems, and the progress.
 */
export async function stageImportRows({
  ctx,
  importId,
  chunk,
}: {
  ctx: ServiceContext;
  importId: string;
  chunk: ReadChunk;
}): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    if (chunk.errors.length > 0)
      await tx.db.insert(employeeImportErrors).values(chunk.errors.map((error) => ({ importId, ...error })));
    const rows = [
      ...chunk.rows.map(({ line, input }) => ({
        importId,
        line,
        externalId: input.externalId,
        sealed: encrypt(JSON.stringify(input), sealContext(importId, line)),
      })),
      ...chunk.rejectedIds.map(({ line, externalId }) => ({ importId, line, externalId, sealed: null })),
    ];
    await bulkInsert(tx.db, employeeImportRows, ["importId", "line", "externalId", "sealed"], rows);
    await tx.db
      .update(employeeImports)
      .set({ rowsRead: chunk.rowsRead, rejected: chunk.rejected })
      .where(eq(employeeImports.id, importId));
  });
}

/**
 * The valid rows among the next `limit` staged rows after `afterLine`, opened again, in file
 * order, and the last line looked at (a page of rejected rows alone is not the end); null at the end.
 */
export async function readStagedRows({
  ctx,
  importId,
  afterLine,
  limit,
}: {
  ctx: QueryContext;
  importId: string;
  afterLine: number;
  limit: number;
}): Promise<{ rows: ImportRow[]; lastLine: number } | null> {
  const { db } = ctx;
  const staged = await db
    .select({ line: employeeImportRows.line, sealed: employeeImportRows.sealed })
    .from(employeeImportRows)
    .where(and(eq(employeeImportRows.importId, importId), gt(employeeImportRows.line, afterLine)))
    .orderBy(asc(employeeImportRows.line))
    .limit(limit);
  if (staged.length === 0) return null;
  const rows = staged.flatMap(({ line, sealed }) =>
    sealed === null ? [] : [{ line, input: JSON.parse(decrypt(sealed, sealContext(importId, line))) as ImportInput }],
  );
  return { rows, lastLine: staged.at(-1)!.line };
}

export async function clearStagedRows({ ctx, importId }: { ctx: QueryContext; importId: string }): Promise<void> {
  const { db } = ctx;
  await db.delete(employeeImportRows).where(eq(employeeImportRows.importId, importId));
}
