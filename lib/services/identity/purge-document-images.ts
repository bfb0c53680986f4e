import { and, inArray, isNotNull, lt } from "drizzle-orm";

import { identityEvidence } from "@/db/schema";

import type { QueryContext } from "../context";

/** Rows per statement: a backlog is worked through in batches, each a short write. */
const BATCH = 200;

/**
 * Housekeeping: deletes the images of documents whose check was decided more than `retentionDays`
 * ago (IDENTITY_DOCUMENT_RETENTION_DAYS). The row stays with the document's description — type,
 * issuing country and state, expiry, the number's last four, when, by whom and with what outcome it
 * was checked — which the customer identification rule keeps (docs/data-retention.md). A document
 * not decided yet keeps its images: the check may still need them. Returns how many were purged.
 */
export async function purgeDocumentImages({
  ctx,
  retentionDays,
  now = new Date(),
}: {
  ctx: QueryContext;
  retentionDays: number;
  now?: Date;
}): Promise<number> {
  const { db } = ctx;
  const decidedBefore = new Date(now.getTime() - retentionDays * 86_400_000);
  let purged = 0;
  for (;;) {
    const due = await db
      .select({ id: identityEvidence.id })
      .from(identityEvidence)
      .where(
        and(
          isNotNull(identityEvidence.frontEncrypted),
          isNotNull(identityEvidence.checkedAt),
          lt(identityEvidence.checkedAt, decidedBefore),
        ),
      )
      .limit(BATCH);
    if (due.length === 0) return purged;
    await db
      .update(identityEvidence)
      .set({ frontEncrypted: null, backEncrypted: null, imagesDeletedAt: now })
      .where(
        inArray(
          identityEvidence.id,
          due.map((row) => row.id),
        ),
      );
    purged += due.length;
    if (due.length < BATCH) return purged;
  }
}
