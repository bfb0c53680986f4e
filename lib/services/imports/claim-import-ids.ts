import { eq, sql } from "drizzle-orm";

import { employeeImportSeenIds } from "@/db/schema";

import type { ServiceContext } from "../context";

const seen = employeeImportSeenIds;

/**
 * Records the Employee IDs of a chunk's accepted rows (distinct within it) as seen by the import,
 * and answers those seen for the first time: any other appeared in an earlier chunk. One
 * statement a chunk; the import's memory does not grow with the file.
 */
export async function claimImportIds({
  ctx,
  importId,
  externalIds,
}: {
  ctx: ServiceContext;
  importId: string;
  externalIds: readonly string[];
}): Promise<Set<string>> {
  if (externalIds.length === 0) return new Set();
  const claimed = await ctx.db.execute<{ external_id: string }>(sql`
    insert into ${seen} (${sql.identifier(seen.importId.name)}, ${sql.identifier(seen.externalId.name)})
    select ${importId}::text, unnest(${sql.param(externalIds)}::text[])
    on conflict do nothing
    returning ${sql.identifier(seen.externalId.name)}`);
  return new Set(claimed.rows.map((row) => row.external_id));
}

/** The import is over: its record of IDs seen goes. */
export async function forgetImportIds({ ctx, importId }: { ctx: ServiceContext; importId: string }): Promise<void> {
  await ctx.db.delete(seen).where(eq(seen.importId, importId));
}
