import { and, eq, lt } from "drizzle-orm";

import type { Db } from "@/db/client";
import { sftpFiles } from "@/db/schema";

/** Acknowledgements stay in outbound/ this long (the employer's system fetches them within days). */
export const OUTBOUND_RETENTION_DAYS = 90;
/** An upload no write has touched for this long lost its connection without a close (a crashed instance). */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

/** Housekeeping: old acknowledgements, and uploads whose connection died with the process that held it. */
export async function purgeSftpFiles(db: Db): Promise<void> {
  const now = Date.now();
  await db
    .delete(sftpFiles)
    .where(
      and(
        eq(sftpFiles.folder, "outbound"),
        lt(sftpFiles.createdAt, new Date(now - OUTBOUND_RETENTION_DAYS * 86_400_000)),
      ),
    );
  await db
    .delete(sftpFiles)
    .where(and(eq(sftpFiles.state, "uploading"), lt(sftpFiles.updatedAt, new Date(now - ABANDONED_UPLOAD_MS))));
}
