import { eq } from "drizzle-orm";

import { payrollSchedules } from "@/db/schema";

import type { ServiceContext } from "../context";

import { prepareImportRows, writeImportRows } from "./apply-import-rows";
import { loadProjectionContext, type ImportApplication, type ProjectionContext } from "./import-projection";
import { makeMissingIneligible } from "./make-missing-ineligible";
import type { ReadChunk } from "./read-import-file";
import { clearStagedRows, readStagedRows } from "./stage-import-rows";

// Chunks written at once, each in its own transaction: PostgreSQL writes one on each of two
// connections while the next is read and prepared (the embedded database takes them in turn).
// Chunks hold different Employee IDs (a repeated one is rejected), so they never touch one row.
const WRITERS = 2;
const STAGED_PAGE_ROWS = 2000;

type Chunk = Pick<ReadChunk, "rows" | "errors" | "rowsRead" | "rejected">;

/** What an import knows of the employer once for the whole file: schedules and the projection's context. */
export async function loadImportContext({
  ctx,
  employerId,
}: {
  ctx: ServiceContext;
  employerId: string;
}): Promise<{ schedules: Map<number, boolean>; context: ProjectionContext }> {
  const { db } = ctx;
  const schedules = new Map(
    (await db.select().from(payrollSchedules).where(eq(payrollSchedules.employerId, employerId))).map((s) => [
      s.id,
      s.active,
    ]),
  );
  return { schedules, context: await loadProjectionContext({ ctx, employerId, schedules }) };
}

/**
 * Applies chunks as they come: each is prepared (matched, compared, new employees made) while up
 * to two earlier ones are being written, then written in its own transaction with the import's
 * progress. A failure stops it after the chunks in flight have settled, and is thrown.
 */
export async function applyChunks({
  ctx,
  employerId,
  importId,
  context,
  chunks,
}: ImportApplication & { chunks: AsyncIterable<Chunk> }): Promise<void> {
  const writing: Array<Promise<unknown>> = [];
  try {
    for await (const chunk of chunks) {
      const read = { rowsRead: chunk.rowsRead, rejected: chunk.rejected };
      const prepared = await prepareImportRows({
        ctx,
        employerId,
        importId,
        rows: chunk.rows,
        errors: chunk.errors,
        read,
        context,
      });
      if (writing.length >= WRITERS) await writing.shift();
      const write = writeImportRows({ ctx, chunk: prepared, read, context });
      // Awaited in turn (and its failure thrown) below; this only keeps a failure from being
      // reported as unhandled while the next chunk is read.
      write.catch(() => {});
      writing.push(write);
    }
    for (const write of writing.splice(0)) await write;
  } finally {
    // Nothing may still be writing when the caller marks the import done or failed.
    await Promise.allSettled(writing);
  }
}

/**
 * A full file, read and weighed: its staged rows applied in file order as a file of changes is,
 * then everyone in scope it leaves out made ineligible, then its staged rows removed.
 */
export async function applyStagedFile({ ctx, employerId, importId, context }: ImportApplication): Promise<void> {
  await applyChunks({ ctx, employerId, importId, context, chunks: stagedChunks({ ctx, importId }) });
  await makeMissingIneligible({ ctx, employerId, importId, context });
  await clearStagedRows({ ctx, importId });
}

async function* stagedChunks({ ctx, importId }: { ctx: ServiceContext; importId: string }): AsyncGenerator<Chunk> {
  let afterLine = 0;
  for (;;) {
    const page = await readStagedRows({ ctx, importId, afterLine, limit: STAGED_PAGE_ROWS });
    if (!page) return;
    afterLine = page.lastLine;
    // The file's own counts were written while it was read; 0 leaves them as they are.
    yield { rows: page.rows, errors: [], rowsRead: 0, rejected: 0 };
  }
}
